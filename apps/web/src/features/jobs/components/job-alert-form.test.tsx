import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  jobAlertMessages,
  type Category,
  type JobAlert,
  type JobAlertResponse,
  type JobSummary,
  type ListResponse,
} from '@akwaaba/contracts';
import { jobCategories, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

const alertOf = (body: Record<string, unknown>): JobAlert => ({
  id: 5,
  name: String(body.name),
  frequency: body.frequency as JobAlert['frequency'],
  filters: {
    search: (body.search as string) ?? null,
    category: (body.category as string) ?? null,
    city: (body.city as string) ?? null,
    job_type: null,
    experience_level: null,
    is_remote: body.is_remote === true,
  },
  summary: 'summary',
  list_path: '/jobs',
  next_mail_at: '2030-05-02T05:00:00.000Z',
  last_mailed_at: null,
  created_at: '2030-05-01T08:00:00.000Z',
});

/** The board (empty) and POST /job-alerts answering `respond`, keeping each body it was sent. */
function serveBoard(respond?: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get<never, never, ListResponse<JobSummary>>(`${API}/job-listings`, () => HttpResponse.json(makeList([]))),
    http.get<never, never, { data: Category[] }>(`${API}/categories`, () => HttpResponse.json({ data: jobCategories })),
    http.post(`${API}/job-alerts`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return (
        respond?.(body) ??
        HttpResponse.json<JobAlertResponse>({ data: alertOf(body), message: jobAlertMessages.created }, { status: 201 })
      );
    }),
  );
  return sent;
}

const SEARCH = '/jobs?search=driver&category=hospitality&city=Durban&job_type=full-time&is_remote=true';

describe('Save this search as an alert', () => {
  it('saves the board’s filters with a name (its search by default) and a frequency', async () => {
    const sent = serveBoard();
    const { user } = renderApp(SEARCH, { user: makeUser() });

    const offer = await screen.findByRole('button', { name: jobAlertMessages.saveSearch });
    expect(offer).toHaveAttribute('aria-expanded', 'false');
    await user.click(offer);
    expect(offer).toHaveAttribute('aria-expanded', 'true');
    const form = await screen.findByRole('region', { name: jobAlertMessages.formTitle });
    expect(within(form).getByRole('heading', { name: jobAlertMessages.formTitle })).toHaveFocus();
    const summary = '“driver” · Hospitality · Durban · Full-time · Remote only';
    expect(within(form).getByText(summary)).toBeInTheDocument();
    const name = within(form).getByRole('textbox', { name: jobAlertMessages.nameLabel });
    expect(name).toHaveValue(summary);
    expect(within(form).getByRole('radio', { name: 'Daily, at 07:00' })).toBeChecked();

    await user.clear(name);
    await user.type(name, 'Driving in Durban');
    await user.click(within(form).getByRole('radio', { name: 'Weekly, on Mondays at 07:00' }));
    await user.click(within(form).getByRole('button', { name: jobAlertMessages.submit }));

    expect(await screen.findByText(jobAlertMessages.created)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: jobAlertMessages.manageAlerts })).toHaveAttribute('href', '/my-job-alerts');
    expect(screen.queryByRole('region', { name: jobAlertMessages.formTitle })).not.toBeInTheDocument();
    expect(offer).toHaveFocus();
    expect(sent).toEqual([
      {
        search: 'driver',
        category: 'hospitality',
        city: 'Durban',
        job_type: 'full_time',
        is_remote: true,
        name: 'Driving in Durban',
        frequency: 'weekly',
      },
    ]);
  });

  it('checks the name before sending, and shows the server’s refusals', async () => {
    const sent = serveBoard(() => HttpResponse.json({ message: jobAlertMessages.tooMany }, { status: 409 }));
    const { user } = renderApp('/jobs', { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: jobAlertMessages.saveSearch }));
    const form = await screen.findByRole('region', { name: jobAlertMessages.formTitle });
    expect(within(form).getByText(jobAlertMessages.everyJob)).toBeInTheDocument();
    const name = within(form).getByRole('textbox', { name: jobAlertMessages.nameLabel });
    await user.clear(name);
    await user.click(within(form).getByRole('button', { name: jobAlertMessages.submit }));
    expect(await within(form).findByText(jobAlertMessages.nameRequired)).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(sent).toEqual([]);

    await user.type(name, 'Anything new');
    await user.click(within(form).getByRole('button', { name: jobAlertMessages.submit }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(jobAlertMessages.tooMany);
    expect(name).toHaveValue('Anything new');

    await user.click(within(form).getByRole('button', { name: jobAlertMessages.cancel }));
    expect(screen.queryByRole('region', { name: jobAlertMessages.formTitle })).not.toBeInTheDocument();
  });

  it('puts a field the server refused under that field', async () => {
    serveBoard(() =>
      HttpResponse.json(
        { message: jobAlertMessages.frequencyInvalid, errors: { frequency: [jobAlertMessages.frequencyInvalid] } },
        { status: 422 },
      ),
    );
    const { user } = renderApp('/jobs?search=chef', { user: makeUser() });
    await user.click(await screen.findByRole('button', { name: jobAlertMessages.saveSearch }));
    const form = await screen.findByRole('region', { name: jobAlertMessages.formTitle });
    await user.click(within(form).getByRole('button', { name: jobAlertMessages.submit }));
    const frequency = within(form).getByRole('group', { name: jobAlertMessages.frequencyLabel });
    await waitFor(() => expect(frequency).toHaveAttribute('aria-invalid', 'true'));
    expect(within(frequency).getByText(jobAlertMessages.frequencyInvalid)).toBeInTheDocument();
  });

  it('asks a visitor to sign in, and brings them back to this search', async () => {
    serveBoard();
    renderApp('/jobs?search=driver');
    expect(await screen.findByRole('link', { name: jobAlertMessages.loginToSaveSearch })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fjobs%3Fsearch%3Ddriver',
    );
    expect(screen.queryByRole('button', { name: jobAlertMessages.saveSearch })).not.toBeInTheDocument();
  });
});
