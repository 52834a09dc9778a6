import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { multiLineText, textLimits, textMessages } from '@akwaaba/contracts';
import { formResolver, useAppForm } from '@/lib/forms';
import { FormLongTextField } from './long-text-field';

const storySchema = z.object({ story: multiLineText(100, { label: 'Story', required: 'Story is required' }) });
type StoryValues = { story: string };
const MAX = textLimits(storySchema).story!;

function StoryForm({ onSend, story = '' }: { onSend: (values: StoryValues) => void; story?: string }) {
  const form = useAppForm<StoryValues, unknown, StoryValues>({
    resolver: formResolver<StoryValues>(storySchema, { raw: true }),
    defaultValues: { story },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSend)}>
      <FormLongTextField control={form.control} name="story" label="Story" required max={MAX} />
      <button type="submit">Send</button>
    </form>
  );
}

function renderForm(story?: string) {
  const onSend = vi.fn();
  const user = userEvent.setup();
  render(<StoryForm onSend={onSend} story={story} />);
  const field = screen.getByRole('textbox', { name: /^Story/ });
  const announcement = () => within(field.parentElement!).getByRole('status');
  return { user, onSend, field, announcement };
}

describe('LongTextField', () => {
  it('counts what is typed against the contract’s limit, read with the field and not announced under it', async () => {
    const { user, field, announcement } = renderForm();
    expect(MAX).toBe(100);
    expect(field).not.toHaveAttribute('maxlength');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription(textMessages.characterCountSpoken(0, 100));

    await user.type(field, 'Akwaaba, ');
    // The stored text is trimmed: the space typed last does not count.
    expect(screen.getByText(textMessages.characterCount(8, 100))).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(textMessages.characterCountSpoken(8, 100));
    expect(announcement()).toBeEmptyDOMElement();
  });

  it('warns near the limit, saying so once however many keys follow', async () => {
    const { user, field, announcement } = renderForm('x'.repeat(89));
    expect(announcement()).toBeEmptyDOMElement();

    await user.type(field, 'y');
    expect(
      screen.getByText(`${textMessages.characterCount(90, 100)} · ${textMessages.charactersLeft(10)}`),
    ).toHaveClass('text-amber-800');
    expect(field).toHaveAccessibleDescription(
      `${textMessages.characterCountSpoken(90, 100)}, ${textMessages.charactersLeft(10)}`,
    );
    expect(announcement()).toHaveTextContent(textMessages.nearLimit(100));

    await user.type(field, 'yyyy');
    // The same words: a screen reader is not told again at every key.
    expect(announcement()).toHaveTextContent(textMessages.nearLimit(100));
    expect(field).toHaveAccessibleDescription(
      `${textMessages.characterCountSpoken(94, 100)}, ${textMessages.charactersLeft(6)}`,
    );
  });

  it('keeps a pasted text that is over the limit, whole, and says by how much it is over', async () => {
    const { user, field, announcement } = renderForm();
    await user.click(field);
    await user.paste('p'.repeat(250));

    expect(field).toHaveValue('p'.repeat(250));
    const counter = screen.getByText(`${textMessages.characterCount(250, 100)} · ${textMessages.charactersOver(150)}`);
    expect(counter).toHaveClass('text-ghana-red');
    expect(announcement()).toHaveTextContent(textMessages.overLimit(100));
    // Over the limit is no error until the member sends it.
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a text over the limit on submit with the contract’s message, keeping it to trim', async () => {
    const { user, onSend, field } = renderForm();
    await user.click(field);
    await user.paste('p'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(textMessages.tooLong('Story', 100))).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue('p'.repeat(101));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      `${textMessages.tooLong('Story', 100)} ${textMessages.characterCountSpoken(101, 100)}, ${textMessages.charactersOver(1)}`,
    );

    await user.type(field, '{Backspace}');
    expect(screen.queryByText(textMessages.tooLong('Story', 100))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith({ story: 'p'.repeat(100) }, expect.anything());
  });
});
