import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import ContactPage from './contact-page';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function renderPage() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );
  return { user };
}

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Ama Mensah');
  await user.type(screen.getByLabelText('Email address'), 'ama@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Subject' }), 'Business verification');
  await user.type(screen.getByLabelText('Message'), 'Please help me verify my business listing.');
}

describe('ContactPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('sets the page title and shows one heading level 1', () => {
    vi.stubGlobal('fetch', vi.fn());
    renderPage();
    expect(document.title).toBe('Contact Us — Akwaaba');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows validation messages for missing fields and sends nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderPage();

    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name');
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Email is required');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      expect.stringContaining('Message must be at least 10 characters'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an invalid email and a short message before sending', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderPage();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Kofi');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'kofi@example');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(email).toHaveFocus();
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(expect.stringContaining('Message must be at least 10 characters'));
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server field message under the field on a 422', async () => {
    const fetchMock = vi.fn().mockResolvedValue(
      jsonResponse(422, {
        message: 'The given data was invalid.',
        errors: { email: ['This email domain cannot receive mail.', 'Second message'] },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderPage();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = await screen.findByRole('textbox', { name: 'Email address' });
    expect(await screen.findByText('This email domain cannot receive mail.')).toBeInTheDocument();
    expect(screen.queryByText('Second message')).not.toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('This email domain cannot receive mail.');
    expect(email).toHaveValue('ama@example.com');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('sends the message as JSON with the saved token and shows the server message on success', async () => {
    window.localStorage.setItem('auth_token', 'token-123');
    let resolveResponse: (response: Response) => void = () => {};
    const fetchMock = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          resolveResponse = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderPage();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer token-123' });
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Ama Mensah',
      email: 'ama@example.com',
      subject: 'Business verification',
      message: 'Please help me verify my business listing.',
    });

    resolveResponse(jsonResponse(200, { message: 'Thanks! We will reply within two working days.' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Thanks! We will reply within two working days.');
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send another message' }));

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveDisplayValue('General question');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('sends no Authorization header when signed out', async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse(200, { message: 'Sent.' }));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderPage();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await screen.findByRole('status');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('shows the server message when rate limited', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(jsonResponse(429, { message: 'Too many requests. Please try again in 10 minutes.' })),
    );
    const { user } = renderPage();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again in 10 minutes.');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Please help me verify my business listing.');
  });

  it('shows a generic failure for a server error or a network failure', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(500, { message: 'Internal details that must not show' }))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderPage();

    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send your message. Please try again.');
    expect(screen.queryByText('Internal details that must not show')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send your message. Please try again.');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
