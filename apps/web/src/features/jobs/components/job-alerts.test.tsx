import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { jobAlertMessages, type JobAlert } from '@akwaaba/contracts';
import { makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { currentLocation, renderApp } from '@/testing/test-utils';

const makeAlert = (overrides: Partial<JobAlert> = {}): JobAlert => ({
  id: 1,
  name: 'Drivers in Durban',
  frequency: 'daily',
  filters: {
    search: 'driver',
    category: null,
    city: 'Durban',
    job_type: null,
    experience_level: null,
    is_remote: false,
  },
  summary: '“driver” · Durban',
  list_path: '/jobs?search=driver&city=Durban',
  next_mail_at: '2030-05-02T05:00:00.000Z',
  last_mailed_at: '2030-05-01T05:00:00.000Z',
  created_at: '2030-04-01T08:00:00.000Z',
  ...overrides,
});

/** The member's alerts as the server keeps them: edits and deletions change them, and are kept. */
function serveAlerts(alerts: JobAlert[]) {
  const changes: { id: number; body: unknown }[] = [];
  const deleted: number[] = [];
  server.use(
    http.get(`${API}/my/job-alerts`, () => HttpResponse.json({ data: alerts })),
    http.patch<{ id: string }>(`${API}/job-alerts/:id`, async ({ params, request }) => {
      const body = (await request.json()) as Partial<JobAlert>;
      changes.push({ id: Number(params.id), body });
      const index = alerts.findIndex((alert) => alert.id === Number(params.id));
      alerts[index] = { ...alerts[index]!, ...body };
      return HttpResponse.json({ data: alerts[index], message: jobAlertMessages.updated });
    }),
    http.delete<{ id: string }>(`${API}/job-alerts/:id`, ({ params }) => {
      deleted.push(Number(params.id));
      alerts.splice(
        alerts.findIndex((alert) => alert.id === Number(params.id)),
        1,
      );
      return HttpResponse.json({ message: jobAlertMessages.deleted });
    }),
  );
  return { changes, deleted };
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('Job Alerts', () => {
  it('lists each alert with its search, frequency, next and last mail, and its jobs', async () => {
    serveAlerts([makeAlert(), makeAlert({ id: 2, name: 'Remote tech', summary: 'Remote only', last_mailed_at: null })]);
    renderApp('/my-job-alerts', { user: makeUser() });

    expect(await screen.findByRole('heading', { level: 1, name: jobAlertMessages.heading })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${jobAlertMessages.heading} — Akwaaba`));
    const drivers = await screen.findByRole('listitem', { name: 'Drivers in Durban' });
    expect(within(drivers).getByText('“driver” · Durban')).toBeInTheDocument();
    expect(within(drivers).getByText('Daily, at 07:00')).toBeInTheDocument();
    expect(within(drivers).getByText('Thursday, 2 May 2030, 07:00')).toBeInTheDocument();
    expect(within(drivers).getByText('Wednesday, 1 May 2030, 07:00')).toBeInTheDocument();
    expect(within(drivers).getByRole('link', { name: jobAlertMessages.viewJobs })).toHaveAttribute(
      'href',
      '/jobs?search=driver&city=Durban',
    );
    expect(within(row('Remote tech')).queryByText(jobAlertMessages.lastMail)).not.toBeInTheDocument();
    expect(screen.getByText('2 of 10 alerts')).toBeInTheDocument();
  });

  it('renames an alert and changes how often it mails', async () => {
    const { changes } = serveAlerts([makeAlert()]);
    const { user } = renderApp('/my-job-alerts', { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: jobAlertMessages.editLabel('Drivers in Durban') }));
    const form = await screen.findByRole('region', { name: jobAlertMessages.editLabel('Drivers in Durban') });
    const name = within(form).getByRole('textbox', { name: jobAlertMessages.nameLabel });
    expect(name).toHaveValue('Drivers in Durban');
    await user.clear(name);
    await user.type(name, 'Durban driving');
    await user.click(within(form).getByRole('radio', { name: 'Weekly, on Mondays at 07:00' }));
    await user.click(within(form).getByRole('button', { name: jobAlertMessages.saveChanges }));

    expect(await screen.findByRole('listitem', { name: 'Durban driving' })).toBeInTheDocument();
    expect(await screen.findByText(jobAlertMessages.updated)).toBeInTheDocument();
    expect(changes).toEqual([{ id: 1, body: { name: 'Durban driving', frequency: 'weekly' } }]);
  });

  it('deletes an alert once the member confirms', async () => {
    const { deleted } = serveAlerts([makeAlert(), makeAlert({ id: 2, name: 'Cooks' })]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = renderApp('/my-job-alerts', { user: makeUser() });

    const remove = await screen.findByRole('button', { name: jobAlertMessages.deleteLabel('Cooks') });
    await user.click(remove);
    expect(confirm).toHaveBeenCalledWith(jobAlertMessages.deleteConfirm('Cooks'));
    expect(deleted).toEqual([]);
    await user.click(remove);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Cooks' })).not.toBeInTheDocument());
    expect(await screen.findByText(jobAlertMessages.deleted)).toBeInTheDocument();
    expect(deleted).toEqual([2]);
  });

  it('says when there are none yet, with the way to make one', async () => {
    serveAlerts([]);
    renderApp('/my-job-alerts', { user: makeUser() });
    expect(await screen.findByText(jobAlertMessages.empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/jobs');
  });

  it('sends visitors to sign in first', async () => {
    const { router } = renderApp('/my-job-alerts');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(currentLocation(router)).toBe('/login?redirect=%2Fmy-job-alerts');
  });
});

describe('A job alert mail’s unsubscribe link', () => {
  function serveLink(name: string | null) {
    const stopped: string[] = [];
    server.use(
      http.get(`${API}/job-alerts/unsubscribe`, ({ request }) =>
        new URL(request.url).searchParams.get('token') === 'good'
          ? HttpResponse.json({ data: { name, summary: name && '“driver” · Durban' } })
          : HttpResponse.json({ message: jobAlertMessages.unsubscribeInvalid }, { status: 404 }),
      ),
      http.post(`${API}/job-alerts/unsubscribe`, ({ request }) => {
        stopped.push(new URL(request.url).searchParams.get('token')!);
        return HttpResponse.json({ data: { name, summary: null }, message: jobAlertMessages.unsubscribed });
      }),
    );
    return stopped;
  }

  it('names the alert, changes nothing until the click, then stops it, without signing in', async () => {
    const stopped = serveLink('Drivers in Durban');
    const { user } = renderApp('/unsubscribe/job-alert?token=good');

    expect(await screen.findByText(jobAlertMessages.unsubscribeExplains('Drivers in Durban'))).toBeInTheDocument();
    expect(stopped).toEqual([]);
    await user.click(screen.getByRole('button', { name: jobAlertMessages.unsubscribeButton }));
    expect(await screen.findByText(jobAlertMessages.unsubscribed)).toBeInTheDocument();
    expect(stopped).toEqual(['good']);
  });

  it('says an alert already stopped is off', async () => {
    serveLink(null);
    renderApp('/unsubscribe/job-alert?token=good');
    expect(await screen.findByText(jobAlertMessages.alreadyOff)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: jobAlertMessages.unsubscribeButton })).not.toBeInTheDocument();
  });

  it('refuses a link that is not valid', async () => {
    serveLink('Drivers in Durban');
    renderApp('/unsubscribe/job-alert?token=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent(jobAlertMessages.unsubscribeInvalid);
  });
});
