// What a visitor typed or chose in an island's form before the island was live. The server's HTML is a working
// form from the first paint, but hydration starts each component's state from its props: a name typed during the
// first second would stay on the screen and be sent empty (or be cleared). The browser keeps the typed value in the
// field while the markup keeps the server's (defaultValue, defaultChecked, defaultSelected), so what changed is read
// just before hydrating and handed to the component afterwards as the input events it missed.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface Noted {
  field: Field;
  value: string;
  checked: boolean;
}

const changed = (field: Field): boolean => {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
};

/** The island's fields the visitor changed, with what they hold now. */
export function noteEarlyInput(island: HTMLElement): Noted[] {
  const fields = island.querySelectorAll<Field>('input, textarea, select');
  return [...fields]
    .filter((field) => field.type !== 'hidden' && field.type !== 'file' && changed(field))
    .map((field) => ({ field, value: field.value, checked: 'checked' in field ? field.checked : false }));
}

/**
 * After hydration: puts each noted value back (hydration may have reset it) and tells the component with the events
 * a visitor's input fires, so its state holds what the screen shows. A field hydration replaced is left alone.
 */
export function replayEarlyInput(noted: readonly Noted[]): void {
  for (const { field, value, checked } of noted) {
    if (!field.isConnected) continue;
    const toggles = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    if (toggles) field.checked = checked;
    else field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
