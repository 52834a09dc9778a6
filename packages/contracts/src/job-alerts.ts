import { z } from 'zod';
import { collectionResponse, itemResponse, itemWithMessage } from './common/pagination.ts';
import { MAX_ID } from './common/ids.ts';
import { singleLineText } from './common/text.ts';
import { EXPERIENCE_LEVELS, JOB_TYPES } from './jobs.constants.ts';
import { jobsQuery } from './jobs.ts';
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_NAME_MAX, jobAlertMessages } from './job-alerts.constants.ts';

export * from './job-alerts.constants.ts';

const name = singleLineText(JOB_ALERT_NAME_MAX, {
  label: jobAlertMessages.nameLabel,
  required: jobAlertMessages.nameRequired,
});
const frequency = z.enum(JOB_ALERT_FREQUENCIES, { error: jobAlertMessages.frequencyInvalid });

/**
 * A new alert: the jobs board's filters as the list reads them (its own query schema: a filter it would ignore is
 * ignored here too, one with control characters refused), with a name and how often to mail.
 */
export const jobAlertInput = jobsQuery
  .pick({ search: true, category: true, city: true, job_type: true, experience_level: true, is_remote: true })
  .extend({ name, frequency });
export type JobAlertInput = z.input<typeof jobAlertInput>;
export type JobAlertCommand = z.output<typeof jobAlertInput>;

/** Renaming an alert or changing how often it mails; its search stays (a new search is a new alert). */
export const jobAlertChanges = z.object({ name: name.optional(), frequency: frequency.optional() });
export type JobAlertChanges = z.input<typeof jobAlertChanges>;
export type JobAlertChangesCommand = z.output<typeof jobAlertChanges>;

export const jobAlertIdParams = z.object({ id: z.coerce.number().int().positive().max(MAX_ID) });

export const jobAlert = z.object({
  id: z.number().int(),
  name: z.string(),
  frequency: z.enum(JOB_ALERT_FREQUENCIES),
  filters: z.object({
    search: z.string().nullable(),
    category: z.string().nullable(),
    city: z.string().nullable(),
    job_type: z.enum(JOB_TYPES).nullable(),
    experience_level: z.enum(EXPERIENCE_LEVELS).nullable(),
    is_remote: z.boolean(),
  }),
  /** The search in words ('“driver” · Durban · Full-time'). */
  summary: z.string(),
  /** The jobs board with this search. */
  list_path: z.string(),
  next_mail_at: z.string(),
  last_mailed_at: z.string().nullable(),
  created_at: z.string(),
});
export type JobAlert = z.infer<typeof jobAlert>;

export const jobAlertResponse = itemWithMessage(jobAlert);
export type JobAlertResponse = z.infer<typeof jobAlertResponse>;
export const jobAlertsResponse = collectionResponse(jobAlert);
export type JobAlertsResponse = z.infer<typeof jobAlertsResponse>;

/** The token of an alert's unsubscribe link (its signature is the server's to check). */
export const jobAlertUnsubscribeQuery = z.object({
  token: z.string({ error: jobAlertMessages.unsubscribeInvalid }).min(1, jobAlertMessages.unsubscribeInvalid).max(200),
});

/** What an alert's unsubscribe link stops: its name and search, or nulls once the alert is gone. */
export const jobAlertUnsubscribeTarget = z.object({ name: z.string().nullable(), summary: z.string().nullable() });
export const jobAlertUnsubscribeTargetResponse = itemResponse(jobAlertUnsubscribeTarget);
export type JobAlertUnsubscribeTargetResponse = z.infer<typeof jobAlertUnsubscribeTargetResponse>;
export const jobAlertUnsubscribeResponse = itemWithMessage(jobAlertUnsubscribeTarget);
export type JobAlertUnsubscribeResponse = z.infer<typeof jobAlertUnsubscribeResponse>;
