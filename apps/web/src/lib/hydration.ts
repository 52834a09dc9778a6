/** How the app reports a page it could not hydrate as sent (main.tsx); the journeys look for it. */
export const HYDRATION_ERROR = 'The page could not be hydrated as the server sent it:';

/**
 * What a person typed, chose or ticked on a server-rendered page before the app hydrated it is still in the page
 * (React keeps a field's value as it finds it), but the app's state never heard of it: a form would send it empty.
 * Called once the page is hydrated, this tells each changed field's handlers, as a person's own input would.
 *
 * React notices a change when the value differs from the one it last saw, so each field is first set, through
 * React's own tracking, to its server value, then back to the typed one behind it, and the event is sent.
 */
export function replayTypedBeforeApp(root: ParentNode): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (field instanceof HTMLInputElement && UNTYPED.has(field.type)) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio button chosen is told; the one it replaced hears of it from its group.
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      const checked = field.checked;
      field.checked = !checked;
      // A click sets it back, and React hears of it as it listens for a box: by the click.
      field.click();
      if (field.checked !== checked) field.checked = checked;
      continue;
    }
    const typed = field.value;
    if (typed === serverValue(field)) continue;
    field.value = serverValue(field);
    nativeValueSetter(field).call(field, typed);
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}

/** Fields whose value a person does not type (or, for a file, a page cannot set). */
const UNTYPED = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image']);

/** The value the server rendered: a field's default, a list's default option. */
function serverValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const option = [...field.options].find((candidate) => candidate.defaultSelected) ?? field.options[0];
  return option?.value ?? '';
}

/** The browser's own value setter, which React's tracking does not see. */
function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  const prototype = Object.getPrototypeOf(field) as object;
  return Object.getOwnPropertyDescriptor(prototype, 'value')!.set!;
}
