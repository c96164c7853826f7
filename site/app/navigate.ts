// Lets a page send the visitor somewhere through the client router (set up by client.tsx), falling back to a
// normal page load when the router is not running (before hydration, or in tests).
let navigator: ((url: string) => Promise<void>) | null = null;

export function setNavigator(fn: (url: string) => Promise<void>): void {
  navigator = fn;
}

export function navigateTo(url: string): void {
  if (navigator) void navigator(url);
  else window.location.assign(url);
}
