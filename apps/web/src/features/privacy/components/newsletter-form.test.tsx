import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  privacyMessages,
  type NewsletterAudienceResponse,
  type NewsletterRequest,
  type NewsletterSentResponse,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const admin = () => makeUser({ name: 'Efua Admin', is_admin: true });

/** The newsletter endpoints: an audience of `audience`, and every body sent kept. */
function newsletterEndpoints(audience: number, answer?: () => Response) {
  const sent: NewsletterRequest[] = [];
  server.use(
    http.get<never, never, NewsletterAudienceResponse>(`${API}/admin/newsletters/audience`, () =>
      HttpResponse.json({ data: { audience } }),
    ),
    http.post<never, NewsletterRequest, NewsletterSentResponse | ValidationErrorResponse>(
      `${API}/admin/newsletters`,
      async ({ request }) => {
        sent.push(await request.json());
        return (
          answer?.() ??
          HttpResponse.json({ data: { queued: audience }, message: privacyMessages.newsletterSent(audience) })
        );
      },
    ),
  );
  return sent;
}

async function compose(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Heritage Month');
  await user.type(screen.getByRole('textbox', { name: 'Newsletter' }), 'Braai at Zoo Lake on Sunday.');
}

describe('NewsletterForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is linked from the Admin Panel and shows how many members it will reach', async () => {
    newsletterEndpoints(42);
    const { user } = renderApp('/admin/dashboard', { user: admin() });
    await user.click(await screen.findByRole('link', { name: 'Newsletter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(await screen.findByText('This newsletter will reach 42 members.')).toBeInTheDocument();
  });

  it('asks for confirmation, sends, and tells how many were queued', async () => {
    const sent = newsletterEndpoints(42);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp('/admin/newsletter', { user: admin() });
    await screen.findByText('This newsletter will reach 42 members.');
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Send newsletter' }));

    expect(confirm).toHaveBeenCalledWith('Send “Heritage Month” to 42 members now? This cannot be undone.');
    expect(await screen.findByText('Newsletter queued for 42 members.')).toBeInTheDocument();
    expect(sent).toEqual([{ subject: 'Heritage Month', body: 'Braai at Zoo Lake on Sunday.' }]);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const sent = newsletterEndpoints(3);
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = renderApp('/admin/newsletter', { user: admin() });
    await screen.findByText('This newsletter will reach 3 members.');
    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Send newsletter' }));
    expect(sent).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Heritage Month');
  });

  it('shows the field messages for a missing subject and text, and the server’s for a refused one', async () => {
    const sent = newsletterEndpoints(5, () =>
      HttpResponse.json(
        { message: 'The given data was invalid.', errors: { subject: ['Subject may not contain line breaks'] } },
        { status: 422 },
      ),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderApp('/admin/newsletter', { user: admin() });
    await screen.findByText('This newsletter will reach 5 members.');
    await user.click(screen.getByRole('button', { name: 'Send newsletter' }));

    const form = screen.getByRole('button', { name: 'Send newsletter' }).closest('form')!;
    expect(await within(form).findByText(privacyMessages.newsletterSubjectRequired)).toBeInTheDocument();
    expect(within(form).getByText(privacyMessages.newsletterBodyRequired)).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(sent).toEqual([]);

    await compose(user);
    await user.click(screen.getByRole('button', { name: 'Send newsletter' }));
    expect(await screen.findByText('Subject may not contain line breaks')).toBeInTheDocument();
  });

  it('cannot be sent while nobody would receive it', async () => {
    newsletterEndpoints(0);
    renderApp('/admin/newsletter', { user: admin() });
    expect(await screen.findByText('This newsletter will reach 0 members.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send newsletter' })).toBeDisabled();
  });
});
