import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  savedJobMessages,
  type Category,
  type JobDetail,
  type JobSummary,
  type ListResponse,
  type SavedJobStateResponse,
} from '@akwaaba/contracts';
import { jobCategories, makeJobDetail, makeJobSummary, makeList, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';

/**
 * The board with these jobs, the member's saved ids as the server keeps them, and the saves and unsaves the button
 * sends (by job id).
 */
function serveBoard(jobs: JobSummary[], savedIds: number[] = [], refuse?: { status: number; message: string }) {
  const calls: string[] = [];
  const saved = new Set(savedIds);
  server.use(
    http.get<never, never, ListResponse<JobSummary>>(`${API}/job-listings`, () => HttpResponse.json(makeList(jobs))),
    http.get<never, never, { data: Category[] }>(`${API}/categories`, () => HttpResponse.json({ data: jobCategories })),
    http.get(`${API}/my/saved-jobs/ids`, () => HttpResponse.json({ data: [...saved] })),
    http.post<{ id: string }>(`${API}/job-listings/:id/save`, ({ params }) => {
      calls.push(`save ${params.id}`);
      if (refuse) return HttpResponse.json({ message: refuse.message }, { status: refuse.status });
      saved.add(Number(params.id));
      return HttpResponse.json<SavedJobStateResponse>({
        data: { job_id: Number(params.id), saved: true },
        message: savedJobMessages.savedToast,
      });
    }),
    http.delete<{ id: string }>(`${API}/job-listings/:id/save`, ({ params }) => {
      calls.push(`unsave ${params.id}`);
      saved.delete(Number(params.id));
      return HttpResponse.json<SavedJobStateResponse>({
        data: { job_id: Number(params.id), saved: false },
        message: savedJobMessages.unsavedToast,
      });
    }),
  );
  return calls;
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('article')!;

describe('Save on the jobs board', () => {
  it('shows each card’s Save as a toggle, pressed for the jobs the member saved', async () => {
    serveBoard([makeJobSummary({ id: 51, title: 'Baker' }), makeJobSummary({ id: 52, title: 'Cook' })], [52]);
    renderApp('/jobs', { user: makeUser() });

    await screen.findByRole('heading', { name: 'Baker' });
    const baker = await within(card('Baker')).findByRole('button', { name: 'Save “Baker”' });
    expect(baker).toHaveAttribute('aria-pressed', 'false');
    const cook = await within(card('Cook')).findByRole('button', { name: 'Saved “Cook”' });
    expect(cook).toHaveAttribute('aria-pressed', 'true');
  });

  it('saves with a click and unsaves from the keyboard, saying so each time', async () => {
    const calls = serveBoard([makeJobSummary({ id: 53, title: 'Driver' })]);
    const { user } = renderApp('/jobs', { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: 'Save “Driver”' }));
    const pressed = await screen.findByRole('button', { name: 'Saved “Driver”' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(savedJobMessages.savedToast)).toBeInTheDocument();

    pressed.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Save “Driver”' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText(savedJobMessages.unsavedToast)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save “Driver”' })).toHaveFocus();
    await user.keyboard(' ');
    await screen.findByRole('button', { name: 'Saved “Driver”' });
    await waitFor(() => expect(calls).toEqual(['save 53', 'unsave 53', 'save 53']));
  });

  it('goes back to unpressed and says why when the server refuses', async () => {
    serveBoard([makeJobSummary({ id: 54, title: 'Welder' })], [], { status: 409, message: savedJobMessages.tooMany });
    const { user } = renderApp('/jobs', { user: makeUser() });

    await user.click(await screen.findByRole('button', { name: 'Save “Welder”' }));
    expect(await screen.findByText(savedJobMessages.tooMany)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save “Welder”' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('gives visitors no Save on cards, and asks for no saved jobs', async () => {
    let asked = false;
    serveBoard([makeJobSummary({ id: 55, title: 'Plumber' })]);
    server.use(
      http.get(`${API}/my/saved-jobs/ids`, () => {
        asked = true;
        return HttpResponse.json({ data: [] });
      }),
    );
    renderApp('/jobs');

    await screen.findByRole('heading', { name: 'Plumber' });
    expect(within(card('Plumber')).queryByRole('button')).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });
});

describe('Save on a job’s page', () => {
  const serveJob = (job: JobDetail) =>
    server.use(http.get(`${API}/job-listings/:id`, () => HttpResponse.json({ data: job })));

  it('offers a member Save beside the other actions', async () => {
    serveJob(makeJobDetail({ id: 61, title: 'Nurse' }));
    serveBoard([], [61]);
    renderApp('/jobs/61', { user: makeUser() });
    expect(await screen.findByRole('button', { name: 'Saved “Nurse”' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a visitor to sign in to save, and brings them back', async () => {
    serveJob(makeJobDetail({ id: 62, title: 'Teacher' }));
    renderApp('/jobs/62');
    expect(await screen.findByRole('link', { name: savedJobMessages.loginToSave })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fjobs%2F62',
    );
  });

  it('is not offered to the job’s poster', async () => {
    serveJob(makeJobDetail({ id: 63, title: 'Cashier', is_owner: true }));
    renderApp('/jobs/63', { user: makeUser() });
    await screen.findByRole('heading', { level: 1, name: 'Cashier' });
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
  });
});
