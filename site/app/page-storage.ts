// The page's local storage, or null where touching it throws: site data blocked in the browser settings, some
// privacy modes, a sandboxed frame. Reading `window.localStorage` itself throws a SecurityError there, so every
// page reads it through this one place and carries on without it (the lead's order, the remembered consent).

/** window.localStorage, or null where there is no window or the browser refuses it. */
export function pageStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
