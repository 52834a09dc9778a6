import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  applicationMessages,
  CV_ACCEPT,
  jobMessages,
  type ApplyResponse,
  type ErrorResponse,
  type JobDetail,
  type ValidationErrorResponse,
} from '@akwaaba/contracts';
import { makeJobDetail, makeMyApplication, makeUser } from '@/testing/data';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { cvProblem } from './apply-form';

const JOB_ID = 21;

type Answer = { status: number; body?: ApplyResponse | ErrorResponse | ValidationErrorResponse };

/**
 * The job and its apply endpoint, as the server keeps them: once an application is accepted, the job reads
 * 'applied'. Each sent body is kept; `wait` holds the answer back (to see the upload in progress).
 */
function serveApplication(answer: Answer, options: { wait?: Promise<void>; job?: Partial<JobDetail> } = {}) {
  const bodies: FormData[] = [];
  let application: ApplyResponse['data'] | null = null;
  server.use(
    http.get(`${API}/job-listings/:id`, () =>
      HttpResponse.json({
        data: makeJobDetail({
          id: JOB_ID,
          title: 'Junior Software Developer',
          applications_count: application ? 5 : 4,
          user_applied: application !== null,
          user_application: application && {
            id: application.id,
            status: application.status,
            created_at: application.created_at,
          },
          ...options.job,
        }),
      }),
    ),
    http.post(`${API}/job-listings/:id/apply`, async ({ request }) => {
      bodies.push(await request.formData());
      await options.wait;
      if (answer.status === 201) application = (answer.body as ApplyResponse).data;
      return answer.body ? HttpResponse.json(answer.body, { status: answer.status }) : new HttpResponse(null, answer);
    }),
  );
  return bodies;
}

const accepted: Answer = {
  status: 201,
  body: { data: makeMyApplication({ id: 77, status: 'submitted' }), message: jobMessages.applied },
};

async function openForm() {
  const view = renderApp(`/jobs/${JOB_ID}`, { user: makeUser() });
  const applyNow = await view.findByRole('button', { name: jobMessages.applyNow });
  await view.user.click(applyNow);
  expect(applyNow).toHaveAttribute('aria-expanded', 'true');
  const heading = await screen.findByRole('heading', { name: 'Apply for Junior Software Developer' });
  expect(heading).toHaveFocus();
  return { ...view, applyNow };
}

const pdf = () => new File(['%PDF-1.7'], 'ama-mensah-cv.pdf', { type: 'application/pdf' });

describe('Applying for a job', () => {
  it('sends the cover note and CV as multipart with a progress bar, then shows Applied', async () => {
    let release!: () => void;
    const bodies = serveApplication(accepted, { wait: new Promise((resolve) => (release = resolve)) });
    const { user } = await openForm();

    await user.type(screen.getByRole('textbox', { name: 'Cover note' }), 'I built two online shops.');
    expect(screen.getByText('25 / 5 000')).toBeInTheDocument();
    const cvInput = screen.getByLabelText('CV');
    expect(cvInput).toHaveAttribute('accept', CV_ACCEPT);
    await user.upload(cvInput, pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('progressbar', { name: applicationMessages.uploading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
    release();

    expect(await screen.findByText(jobMessages.applied)).toBeInTheDocument();
    const applied = await screen.findByText(jobMessages.appliedLabel);
    expect(applied).toHaveTextContent('Status: Submitted');
    await waitFor(() => expect(applied).toHaveFocus());
    expect(screen.queryByRole('button', { name: jobMessages.applyNow })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Cover note' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: 'Job Overview' })).getByText('5 applications')).toBeVisible(),
    );

    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.get('cover_note')).toBe('I built two online shops.');
    // jsdom's XMLHttpRequest hands MSW the part's type but not its name or bytes; browsers send them all.
    expect(bodies[0]!.get('cv')).toMatchObject({ type: 'application/pdf' });
  });

  it('applies without a CV: the CV is optional', async () => {
    const bodies = serveApplication(accepted);
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Cover note' }), 'Available from June.');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(jobMessages.appliedLabel)).toBeInTheDocument();
    expect(bodies[0]!.get('cover_note')).toBe('Available from June.');
    expect(bodies[0]!.has('cv')).toBe(false);
  });

  it('asks for a cover note before sending anything', async () => {
    const bodies = serveApplication(accepted);
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Cover note' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const note = screen.getByRole('textbox', { name: 'Cover note' });
    expect(await screen.findByText(applicationMessages.coverNoteRequired)).toBeInTheDocument();
    expect(note).toHaveAccessibleDescription(expect.stringContaining(applicationMessages.coverNoteRequired));
    expect(note).toHaveFocus();
    expect(bodies).toHaveLength(0);
  });

  it('refuses a CV that is not a PDF or Word document, or is over 5 MB, before sending anything', async () => {
    const bodies = serveApplication(accepted);
    await openForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.type(screen.getByRole('textbox', { name: 'Cover note' }), 'Please see my CV.');
    const cvInput = screen.getByLabelText('CV');

    await user.upload(cvInput, new File(['<svg/>'], 'cv.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(applicationMessages.cvType)).toBeInTheDocument();
    expect(cvInput).toHaveAccessibleDescription(expect.stringContaining(applicationMessages.cvType));

    // The refused file is not sent silently without the CV the member meant to attach.
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(cvInput).toHaveFocus());
    expect(bodies).toHaveLength(0);

    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });
    await user.upload(cvInput, huge);
    expect(await screen.findByText(applicationMessages.cvTooLarge)).toBeInTheDocument();
    expect(screen.queryByText(applicationMessages.cvType)).not.toBeInTheDocument();

    // No file is kept, so nothing offers to remove one; the member may go on without a CV.
    expect(screen.queryByRole('button', { name: 'Remove CV' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: applicationMessages.continueWithoutCv }));
    expect(screen.queryByText(applicationMessages.cvTooLarge)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(jobMessages.appliedLabel)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.has('cv')).toBe(false);
  });

  it('shows the server’s reason and keeps what was typed when applying fails', async () => {
    serveApplication({ status: 403, body: { message: applicationMessages.ownJob } });
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Cover note' }), 'Keep this text.');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(applicationMessages.ownJob);
    expect(screen.getByRole('textbox', { name: 'Cover note' })).toHaveValue('Keep this text.');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText(jobMessages.appliedLabel)).not.toBeInTheDocument();
  });

  it('falls back to the spec’s text when the failure carries no message', async () => {
    serveApplication({ status: 500 });
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Cover note' }), 'Hello.');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(jobMessages.applyFailed);
    expect(screen.getByRole('textbox', { name: 'Cover note' })).toHaveValue('Hello.');
  });

  it("puts the server's field errors under the cover note and the CV", async () => {
    serveApplication({
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: { cover_note: ['Cover note must be at most 5000 characters'], cv: [applicationMessages.cvType] },
      },
    });
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Cover note' }), 'Hello.');
    await user.upload(screen.getByLabelText('CV'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const note = screen.getByRole('textbox', { name: 'Cover note' });
    await waitFor(() =>
      expect(note).toHaveAccessibleDescription(expect.stringContaining('Cover note must be at most 5000 characters')),
    );
    expect(note).toHaveFocus();
    expect(screen.getByLabelText('CV')).toHaveAccessibleDescription(
      expect.stringContaining(applicationMessages.cvType),
    );
    expect(screen.queryByText('The given data was invalid.')).not.toBeInTheDocument();
  });

  it('takes the member to the CV when the server refuses its content, and drops the file', async () => {
    const bodies = serveApplication({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { cv: [applicationMessages.cvType] } },
    });
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Cover note' }), 'Hello.');
    await user.upload(screen.getByLabelText('CV'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    const cvInput = screen.getByLabelText('CV');
    await waitFor(() =>
      expect(cvInput).toHaveAccessibleDescription(expect.stringContaining(applicationMessages.cvType)),
    );
    expect(cvInput).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Cover note' })).toHaveValue('Hello.');
    // Sending again does not go without the CV the member meant to attach.
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(bodies).toHaveLength(1);
    // The refused file is gone: 'No file chosen' has no 'Remove CV' beside it, only the way on without one.
    expect((cvInput as HTMLInputElement).files).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Remove CV' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: applicationMessages.continueWithoutCv })).toBeInTheDocument();
  });

  it('re-reads the job when the server says it was already applied for, and shows Applied', async () => {
    let appliedElsewhere = false;
    server.use(
      http.get(`${API}/job-listings/:id`, () =>
        HttpResponse.json({
          data: makeJobDetail({
            id: JOB_ID,
            title: 'Junior Software Developer',
            user_applied: appliedElsewhere,
            user_application: appliedElsewhere
              ? { id: 5, status: 'reviewed', created_at: '2030-05-02T09:00:00.000Z' }
              : null,
          }),
        }),
      ),
      http.post(`${API}/job-listings/:id/apply`, () => {
        appliedElsewhere = true;
        return HttpResponse.json<ErrorResponse>({ message: applicationMessages.alreadyApplied }, { status: 409 });
      }),
    );
    const { user } = await openForm();
    await user.type(screen.getByRole('textbox', { name: 'Cover note' }), 'Hello again.');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText(jobMessages.appliedLabel)).toHaveTextContent('Status: Reviewed');
  });

  it('Cancel closes the form and returns to Apply Now', async () => {
    serveApplication(accepted);
    const { user, applyNow } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Cover note' })).not.toBeInTheDocument();
    expect(applyNow).toHaveAttribute('aria-expanded', 'false');
    expect(applyNow).toHaveFocus();
  });
});

describe('cvProblem', () => {
  const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);

  it('takes PDF and Word files whatever the case of their extension', () => {
    for (const name of ['cv.pdf', 'CV.PDF', 'cv.doc', 'cv.final.docx']) expect(cvProblem(file(name))).toBeUndefined();
  });

  it('refuses other kinds and names without an extension', () => {
    for (const name of ['cv.png', 'cv.pdf.exe', 'pdf', 'cv.', 'cv.txt']) {
      expect(cvProblem(file(name))).toBe(applicationMessages.cvType);
    }
  });

  it('refuses a file over 5 MB and takes one of exactly 5 MB', () => {
    expect(cvProblem(file('cv.pdf', 5 * 1024 * 1024))).toBeUndefined();
    expect(cvProblem(file('cv.pdf', 5 * 1024 * 1024 + 1))).toBe(applicationMessages.cvTooLarge);
  });
});
