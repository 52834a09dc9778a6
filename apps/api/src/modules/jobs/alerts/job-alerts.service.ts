import {
  canonicalCity,
  describeJobAlertFilters,
  JOB_ALERT_MAIL_JOBS,
  JOB_ALERT_SEND_HOUR,
  JOB_ALERTS_MAX,
  JOB_TYPE_LABELS,
  jobAlertListPath,
  jobAlertMessages,
  saDateOf,
  saMidnight,
  type JobAlert,
  type JobAlertChangesCommand,
  type JobAlertCommand,
  type JobAlertFrequency,
  type JobAlertResponse,
  type JobAlertUnsubscribeResponse,
} from '@akwaaba/contracts';
import { sql } from 'drizzle-orm';
import type { Transact } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { AppError, forbidden, notFound, validationError } from '../../../lib/errors.ts';
import type { MailMessage } from '../../../lib/mailer.ts';
import { composeMail } from '../../../lib/mail-templates.ts';
import type { UserRow } from '../../users/users.table.ts';
import type { OutboxService } from '../../outbox/outbox.service.ts';
import type { JobAlertLinks } from './job-alert-links.ts';
import type { DueJobAlert, JobAlertRow, JobAlertsRepository } from './job-alerts.repository.ts';

interface Deps {
  jobAlertsRepository: JobAlertsRepository;
  jobAlertLinks: JobAlertLinks;
  outbox: Pick<OutboxService, 'enqueueEach'>;
  transact: Transact;
  clock: Clock;
  publicUrl: string;
}

/** Alerts claimed and mailed per transaction, and transactions per call: a call's work is bounded either way. */
const BATCH = 50;
const MAX_BATCHES = 20;
/** New jobs one alert records per run at most (the mail lists JOB_ALERT_MAIL_JOBS of them and links to the rest). */
const MAX_NEW_PER_RUN = 500;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * When an alert next mails after `now`: the next 07:00 in South Africa, or the next Monday's for a weekly one. A run
 * late after downtime sets the next from the time it ran, so a server that was down sends one mail, not a backlog.
 */
export function nextRunAfter(frequency: JobAlertFrequency, now: Date): Date {
  let next = saMidnight(saDateOf(now)).getTime() + JOB_ALERT_SEND_HOUR * HOUR_MS;
  if (next <= now.getTime()) next += DAY_MS;
  // Monday in South Africa: the day of the week of the local date, which the UTC day of its midnight plus a day gives.
  if (frequency === 'weekly') while (new Date(next + 12 * HOUR_MS).getUTCDay() !== 1) next += DAY_MS;
  return new Date(next);
}

const filtersOf = (row: JobAlertRow) => ({
  search: row.search,
  category: row.category,
  city: row.city,
  job_type: row.jobType,
  experience_level: row.experienceLevel,
  is_remote: row.isRemote,
});

function toJobAlert(row: JobAlertRow): JobAlert {
  const filters = filtersOf(row);
  return {
    id: row.id,
    name: row.name,
    frequency: row.frequency,
    filters,
    summary: describeJobAlertFilters(filters, row.categoryName),
    list_path: jobAlertListPath(filters),
    next_mail_at: row.nextRunAt.toISOString(),
    last_mailed_at: row.lastMailedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const blankToNull = (value: string | undefined) => (value ? value : null);
const notFoundAlert = () => notFound(jobAlertMessages.notFound);
const invalidLink = () => new AppError('job_alerts.unsubscribe_invalid', 404, jobAlertMessages.unsubscribeInvalid);

/** Alert mail goes only to a confirmed address of a member who is not suspended (docs/rules/security-and-reliability.md). */
const mayMail = (alert: DueJobAlert) =>
  alert.email !== null && alert.emailVerifiedAt !== null && alert.suspendedAt === null;

/** Mails composed in the application, queued by one INSERT … SELECT over their payloads (never a statement each). */
const payloadsOf = (mails: MailMessage[]) =>
  sql`select (v.payload)::jsonb as payload from (values ${sql.join(
    mails.map((mail) => sql`(${JSON.stringify(mail)})`),
    sql`, `,
  )}) as v(payload)`;

/**
 * Job alerts (docs/decisions/041-saved-jobs-and-job-alerts.md): a member with a confirmed email address saves a search
 * of the jobs board (at most JOB_ALERTS_MAX), and `sendDue` mails each alert, daily or weekly, the jobs that are new
 * to it: never a job twice, nothing when nothing is new. Each mail's link stops its alert without signing in.
 */
export function createJobAlertsService({
  jobAlertsRepository: repository,
  jobAlertLinks,
  outbox,
  transact,
  clock,
  publicUrl,
}: Deps) {
  async function owned(id: number, userId: number): Promise<JobAlertRow> {
    const row = await repository.findOwned(id, userId);
    if (!row) throw notFoundAlert();
    return row;
  }

  /** One alert's mail: the newest new jobs with links, the board with its search for all of them, its own stop link. */
  function mailFor(alert: DueJobAlert, newJobs: Awaited<ReturnType<JobAlertsRepository['mailedJobs']>>): MailMessage {
    const filters = filtersOf(alert);
    const shown = newJobs.slice(0, JOB_ALERT_MAIL_JOBS);
    const token = jobAlertLinks.token(alert.id);
    return composeMail(
      {
        to: alert.email!,
        subject: jobAlertMessages.mailSubject(newJobs.length, alert.name),
        greeting: `Hello ${alert.memberName},`,
        paragraphs: [
          jobAlertMessages.mailIntro(alert.name, describeJobAlertFilters(filters, alert.categoryName)),
          ...(newJobs.length > shown.length ? [jobAlertMessages.mailMore(shown.length, newJobs.length)] : []),
        ],
        links: shown.map((job) => ({
          label: job.title,
          detail: `${job.companyName} · ${job.city} · ${JOB_TYPE_LABELS[job.jobType]}`,
          path: `/jobs/${job.id}`,
        })),
        action: { label: jobAlertMessages.mailSeeAll(newJobs.length), path: jobAlertListPath(filters) },
        footer: jobAlertMessages.mailFooter(alert.frequency),
        unsubscribe: { pageUrl: jobAlertLinks.pageUrl(token), oneClickUrl: jobAlertLinks.oneClickUrl(token) },
      },
      publicUrl,
    );
  }

  /** One batch in one transaction: claim, record what is new, queue the mails, move each alert on. */
  async function runBatch(now: Date, next: { daily: Date; weekly: Date }) {
    return transact(async (tx) => {
      const due = await repository.claimDue(tx, now, BATCH);
      const mailable = due.filter(mayMail);
      const matches = await repository.recordNewMatches(
        tx,
        mailable.map((alert) => alert.id),
        now,
        MAX_NEW_PER_RUN,
      );
      const jobs = await repository.mailedJobs(tx, [...new Set(matches.map((match) => match.jobId))]);
      const mails: MailMessage[] = [];
      const mailedIds: number[] = [];
      for (const alert of mailable) {
        const newIds = new Set(matches.filter((match) => match.alertId === alert.id).map((match) => match.jobId));
        if (newIds.size === 0) continue;
        mails.push(
          mailFor(
            alert,
            jobs.filter((job) => newIds.has(job.id)),
          ),
        );
        mailedIds.push(alert.id);
      }
      if (mails.length > 0) await outbox.enqueueEach(tx, 'mail', payloadsOf(mails));
      await repository.advance(
        tx,
        due.map((alert) => alert.id),
        next,
        mailedIds,
        now,
      );
      return { claimed: due.length, mailed: mails.length };
    });
  }

  return {
    async list(viewer: { id: number }): Promise<{ data: JobAlert[] }> {
      return { data: (await repository.listOf(viewer.id)).map(toJobAlert) };
    },

    /**
     * A new alert from the board's filters. The category, when one is named, must be a job category; the member
     * must have a confirmed email address (the alert is mail), and fewer than JOB_ALERTS_MAX alerts.
     */
    async create(
      member: Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>,
      command: JobAlertCommand,
    ): Promise<JobAlertResponse> {
      // The alert is mail: it needs an address the member proved.
      if (member.email === null || member.emailVerifiedAt === null) throw forbidden(jobAlertMessages.confirmEmail);
      const category = blankToNull(command.category);
      if (category && !(await repository.isJobCategory(category))) {
        throw validationError('category', jobAlertMessages.categoryInvalid);
      }
      const city = blankToNull(command.city);
      const id = await transact(async (tx) => {
        await repository.lockMember(tx, member.id);
        if ((await repository.countOf(tx, member.id)) >= JOB_ALERTS_MAX) {
          throw new AppError('job_alerts.too_many', 409, jobAlertMessages.tooMany);
        }
        return repository.insert(tx, {
          userId: member.id,
          name: command.name,
          frequency: command.frequency,
          search: blankToNull(command.search),
          category,
          // Compared as the board compares it: 'Port Elizabeth' is Gqeberha.
          city: city ? (canonicalCity(city) ?? city) : null,
          jobType: command.job_type ?? null,
          experienceLevel: command.experience_level ?? null,
          isRemote: command.is_remote === true,
          nextRunAt: nextRunAfter(command.frequency, clock.now()),
        });
      });
      return { data: toJobAlert((await repository.findById(id))!), message: jobAlertMessages.created };
    },

    /** A new name or frequency; a new frequency mails next at its own next time. */
    async update(viewer: { id: number }, id: number, changes: JobAlertChangesCommand): Promise<JobAlertResponse> {
      const row = await owned(id, viewer.id);
      const frequencyChanged = changes.frequency !== undefined && changes.frequency !== row.frequency;
      await repository.update(id, viewer.id, {
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(frequencyChanged
          ? { frequency: changes.frequency, nextRunAt: nextRunAfter(changes.frequency!, clock.now()) }
          : {}),
      });
      return { data: toJobAlert(await owned(id, viewer.id)), message: jobAlertMessages.updated };
    },

    async remove(viewer: { id: number }, id: number): Promise<{ message: string }> {
      if (!(await repository.delete(id, viewer.id))) throw notFoundAlert();
      return { message: jobAlertMessages.deleted };
    },

    /** The token of an alert's unsubscribe link, as its mail carries it. */
    unsubscribeLinkToken: (alertId: number) => jobAlertLinks.token(alertId),

    /** Which alert a mail's link stops, changing nothing; nulls when that alert is already gone. */
    async unsubscribeTarget(token: string) {
      const id = jobAlertLinks.verify(token);
      if (id === null) throw invalidLink();
      const row = await repository.findById(id);
      return { data: row ? { name: row.name, summary: toJobAlert(row).summary } : { name: null, summary: null } };
    },

    /** Stops the alert the link names (it is deleted), without signing in; a second time changes nothing. */
    async unsubscribe(token: string): Promise<JobAlertUnsubscribeResponse> {
      const id = jobAlertLinks.verify(token);
      if (id === null) throw invalidLink();
      const row = await repository.findById(id);
      if (row) await repository.delete(id);
      return {
        data: row ? { name: row.name, summary: toJobAlert(row).summary } : { name: null, summary: null },
        message: row ? jobAlertMessages.unsubscribed : jobAlertMessages.alreadyOff,
      };
    },

    /**
     * The scheduler's work (every minute, on every instance): mails each alert due at `clock.now()` the jobs new to
     * it, in batches of BATCH alerts, each batch one transaction that claims its alerts with SKIP LOCKED, records the
     * jobs it mails, queues the mails and moves the alerts on, so two instances running at once never mail an alert
     * twice, and a crash mails nothing (the batch rolls back and runs again). An alert with nothing new gets no mail
     * and still moves on. At most MAX_BATCHES batches a call; answers how many mails it queued.
     */
    async sendDue(): Promise<number> {
      const now = clock.now();
      const next = { daily: nextRunAfter('daily', now), weekly: nextRunAfter('weekly', now) };
      let mailed = 0;
      for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
        const result = await runBatch(now, next);
        mailed += result.mailed;
        if (result.claimed < BATCH) break;
      }
      return mailed;
    },

    /** Download my data: the member's alerts. */
    async exportFor({ id }: { id: number }) {
      return { data: { job_alerts: await repository.exportOf(id) } };
    },
  };
}
export type JobAlertsService = ReturnType<typeof createJobAlertsService>;
