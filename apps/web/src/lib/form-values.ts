/**
 * A form's text as a request body carries it, in the types the API's OpenAPI document declares (what the event,
 * business and job forms send; their contracts still read text, as multipart forms send nothing else).
 */

/** An optional text field: left blank (or only spaces) it is null, the API's "not given", and clears what is stored. */
export function textOrNull(text: string): string | null {
  return text.trim() === '' ? null : text;
}

/**
 * An optional number input: left blank it is null; otherwise its number. Text that is not a number is NaN, which the
 * contract refuses with the field's own message before anything is sent.
 */
export function numberOrNull(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}
