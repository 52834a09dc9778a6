import type { Logger } from '../../lib/logger.ts';

/**
 * Work that happens at a time rather than on a request: reminders, releases of unconfirmed places, alerts, digests,
 * purges (decision 037). Each task asks the database what is due at the clock's now and does it; the scheduler only
 * asks often enough. So the schedule lives in the rows, not in memory: a restart loses nothing (what fell due while
 * the process was down is found on the first pass), and each task claims its rows with FOR UPDATE SKIP LOCKED and
 * marks them done in the transaction that writes their messages, so two instances never do the same work twice.
 */
export interface ScheduledTask {
  name: string;
  everyMs: number;
  /** Does what is due; answers how much it did (for the log). */
  run: () => Promise<number>;
}

export function createScheduler(logger: Pick<Logger, 'info' | 'error'>) {
  const tasks: ScheduledTask[] = [];
  const timers: NodeJS.Timeout[] = [];
  /** A pass of each task still running: the next waits for it (never two of one task in one process). */
  const running = new Map<string, Promise<unknown>>();

  function runOnce(task: ScheduledTask): Promise<unknown> {
    const previous = running.get(task.name);
    if (previous) return previous;
    const pass = task
      .run()
      .then((done) => {
        if (done > 0) logger.info({ task: task.name, done }, 'scheduled task done');
      })
      .catch((err: unknown) => logger.error({ err, task: task.name }, 'scheduled task failed'))
      .finally(() => running.delete(task.name));
    running.set(task.name, pass);
    return pass;
  }

  return {
    add(task: ScheduledTask): void {
      tasks.push(task);
    },

    /** Every task now, then each at its interval. */
    start(): void {
      if (timers.length > 0) return;
      for (const task of tasks) {
        void runOnce(task);
        const timer = setInterval(() => void runOnce(task), task.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },

    /** Stops asking and waits for the passes in hand. */
    async stop(): Promise<void> {
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
    },

    names: () => tasks.map((task) => task.name),
  };
}
export type Scheduler = ReturnType<typeof createScheduler>;
