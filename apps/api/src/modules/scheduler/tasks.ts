import type { Services } from '../../services.ts';
import type { ScheduledTask } from './scheduler.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Every piece of timed work the server does, in one list (decision 037). Each task is safe to run from several
 * instances at once and any number of times: the interval only says how soon after its due time work is done.
 */
export function scheduledTasks(services: Services): ScheduledTask[] {
  return [
    // Reminders 24 hours before, and places released at the organiser's reconfirmation deadline: within a minute.
    { name: 'event reminders', everyMs: MINUTE, run: () => services.remindersService.sendDue() },
    { name: 'unconfirmed places', everyMs: MINUTE, run: () => services.remindersService.releaseDue() },
    // Each job alert's new matches, at 07:00 South African time daily or on Mondays (decision 041).
    { name: 'job alerts', everyMs: MINUTE, run: () => services.jobAlertsService.sendDue() },
    // Expired secrets, never-verified phone sign-ups and long-closed contact messages.
    {
      name: 'expired secrets',
      everyMs: HOUR,
      run: async () => {
        await services.authService.purgeExpired();
        return 0;
      },
    },
    { name: 'deleted events kept for calendars', everyMs: HOUR, run: () => services.eventsService.purgeDeleted() },
    { name: 'closed contact messages', everyMs: HOUR, run: () => services.contactService.purgeClosed() },
    // Dormant accounts are told, then erased (each member is claimed by one instance).
    {
      name: 'dormant accounts',
      everyMs: HOUR,
      run: async () => {
        const done = await services.retentionService.run();
        return done.noticed + done.erased;
      },
    },
    // Each member's weekly digest of what they follow, which took over the notice board's weekly mail (decision 042).
    { name: 'weekly digest', everyMs: 5 * MINUTE, run: () => services.digestService.sendDue() },
  ];
}
