import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ContactRequest, ErrorResponse, MessageResponse, ValidationErrorResponse } from '@akwaaba/contracts';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp, TEST_TOKEN } from '@/testing/test-utils';

type Sent = { body: ContactRequest; authorization: string | null };

/** The contact endpoint answering `answer`, keeping what each request carried. */
function contactEndpoint(answer: () => Response | Promise<Response>): Sent[] {
  const sent: Sent[] = [];
  server.use(
    http.post<never, ContactRequest, MessageResponse | ErrorResponse | ValidationErrorResponse>(
      `${API}/contact`,
      async ({ request }) => {
        sent.push({ body: await request.json(), authorization: request.headers.get('Authorization') });
        return answer();
      },
    ),
  );
  return sent;
}

async function fillValidForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Ama Mensah');
  await user.type(screen.getByLabelText('Email address'), 'ama@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Business verification');
  await user.type(screen.getByLabelText('Message'), 'Please help me verify my business listing.');
}

describe('ContactPage', () => {
  it('sets the page title and shows one heading level 1', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(document.title).toBe('Contact Us — Akwaaba');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows validation messages for missing fields and sends nothing', async () => {
    const sent = contactEndpoint(() => HttpResponse.json({ message: 'Sent.' }));
    const { user } = renderApp('/contact');

    await user.click(await screen.findByRole('button', { name: 'Send message' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    expect(name).toHaveAccessibleDescription('Please enter your name');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Email is required');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      expect.stringContaining('Message must be at least 10 characters'),
    );
    expect(sent).toEqual([]);
  });

  it('rejects an invalid email and a short message before sending', async () => {
    const sent = contactEndpoint(() => HttpResponse.json({ message: 'Sent.' }));
    const { user } = renderApp('/contact');

    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Kofi');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'kofi@example');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = screen.getByRole('textbox', { name: 'Email address' });
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(expect.stringContaining('Message must be at least 10 characters'));
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  it('shows the server field message under the field on a 422', async () => {
    contactEndpoint(() =>
      HttpResponse.json(
        {
          message: 'The given data was invalid.',
          errors: { email: ['This email domain cannot receive mail.', 'Second message'] },
        },
        { status: 422 },
      ),
    );
    const { user } = renderApp('/contact');

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('This email domain cannot receive mail.')).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(screen.queryByText('Second message')).not.toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This email domain cannot receive mail.');
    expect(email).toHaveValue('ama@example.com');
    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
  });

  it("sends the message with the member's token and shows the server message on success", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent = contactEndpoint(async () => {
      await answered;
      return HttpResponse.json({ message: 'Thanks! We will reply within two working days.' });
    });
    const { user } = renderApp('/contact', { user: makeUser() });

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual({
      authorization: `Bearer ${TEST_TOKEN}`,
      body: {
        name: 'Ama Mensah',
        email: 'ama@example.com',
        subject: 'Business verification',
        message: 'Please help me verify my business listing.',
      },
    });

    release();

    expect(await screen.findByRole('heading', { name: 'Message sent' })).toHaveFocus();
    expect(screen.getByText('Thanks! We will reply within two working days.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));

    expect(screen.queryByText('Message sent')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveDisplayValue('General question');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('sends no Authorization header when signed out', async () => {
    const sent = contactEndpoint(() => HttpResponse.json({ message: 'Sent.' }));
    const { user } = renderApp('/contact');

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(sent.map((request) => request.authorization)).toEqual([null]);
  });

  it('shows the server message when rate limited', async () => {
    contactEndpoint(() =>
      HttpResponse.json({ message: 'Too many requests. Please try again in 10 minutes.' }, { status: 429 }),
    );
    const { user } = renderApp('/contact');

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 10 minutes.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Please help me verify my business listing.');
  });

  it('shows a generic failure for a server error or a network failure', async () => {
    const answers = [
      () => HttpResponse.json({ message: 'Internal details that must not show' }, { status: 500 }),
      () => HttpResponse.error(),
    ];
    const sent = contactEndpoint(() => answers.shift()!());
    const { user } = renderApp('/contact');

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send your message. Please try again.');
    expect(screen.queryByText('Internal details that must not show')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await expect.poll(() => sent.length).toBe(2);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send your message. Please try again.');
  });
});
