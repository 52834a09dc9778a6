import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { textMessages } from '@akwaaba/contracts';

/**
 * Pastes a text longer than a long text field's limit (components/long-text-field.tsx) and checks that the field
 * keeps all of it, its counter saying by how much it is over: what a member who pastes a long description meets.
 */
export async function pasteOverLimit(user: UserEvent, field: HTMLElement, max: number, length = 25_000) {
  const text = 'x'.repeat(length);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
  expect(field).toHaveValue(text);
  expect(field).not.toHaveAttribute('maxlength');
  expect(
    screen.getByText(`${textMessages.characterCount(length, max)} · ${textMessages.charactersOver(length - max)}`),
  ).toBeInTheDocument();
  expect(field).toHaveAccessibleDescription(expect.stringContaining(textMessages.characterCountSpoken(length, max)));
  return text;
}
