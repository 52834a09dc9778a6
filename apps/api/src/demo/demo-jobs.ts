import { eq } from 'drizzle-orm';
import { jobInput, saDateOf } from '@akwaaba/contracts';
import type { Database } from '../db/client.ts';
import { addDays } from '../lib/clock.ts';
import { applications } from '../modules/jobs/applications/applications.table.ts';
import { jobs } from '../modules/jobs/jobs.table.ts';
import type { Services } from '../services.ts';
import { demoContext } from './demo-context.ts';
import { DEMO_JOBS } from './demo-jobs-data.ts';

/**
 * Posts the demo jobs through the jobs service (so every rule and counter holds), has members apply and the
 * employers move some applications on, then dates it all back: posted days ago, some deadlines passed.
 */
export async function seedDemoJobs(services: Services, db: Database): Promise<void> {
  const { jobsService, applicationsService } = services;
  const { now, daysAgo, categoryId, member } = await demoContext(services, db, 'job');

  for (const job of DEMO_JOBS) {
    const owner = await member(job.owner);
    const command = jobInput.parse({
      title: job.title,
      category_id: categoryId(job.category),
      description: job.description,
      requirements: job.requirements,
      benefits: job.benefits ?? [],
      skills: job.skills ?? [],
      tags: job.tags ?? [],
      company_name: job.company,
      company_website: job.website ?? null,
      location: job.location,
      city: job.city,
      type: job.type,
      level: job.level,
      salary_min: job.salary?.[0] ?? null,
      salary_max: job.salary?.[1] ?? null,
      currency: job.currency ?? 'ZAR',
      salary_period: job.period ?? 'month',
      remote_work: job.remote ?? false,
      work_eligibility: job.eligibility ?? 'right_to_work',
      contact_email: `jobs@${job.website ? new URL(job.website).hostname : `${job.owner.split('@')[0]!.replace(/\./g, '-')}.example`}`,
      contact_phone: job.phone ?? null,
      deadline: job.deadlineInDays && job.deadlineInDays > 0 ? saDateOf(addDays(now, job.deadlineInDays)) : null,
      status: job.draft ? 'draft' : 'published',
    });
    const { id } = await jobsService.create(owner, command);

    const jobApplications = job.applications ?? [];
    for (const [position, [email, status, coverNote]] of jobApplications.entries()) {
      const applicant = await member(email);
      const application = await applicationsService.apply(applicant, id, { cover_note: coverNote }, null);
      if (status !== 'submitted') await applicationsService.setStatus(owner, application.id, status);
      // Spread between the posting and today, the first sent earliest.
      const sent = daysAgo(
        Math.floor((job.postedDaysAgo * (jobApplications.length - position)) / (jobApplications.length + 1)),
      );
      await db
        .update(applications)
        .set({ createdAt: sent, updatedAt: sent })
        .where(eq(applications.id, application.id));
    }

    // A closed job's deadline passed a few days ago; the others keep the one they were posted with.
    await db
      .update(jobs)
      .set({
        createdAt: daysAgo(job.postedDaysAgo),
        updatedAt: daysAgo(job.postedDaysAgo),
        ...(job.deadlineInDays !== undefined && job.deadlineInDays < 0
          ? { expiresAt: daysAgo(-job.deadlineInDays) }
          : {}),
      })
      .where(eq(jobs.id, id));
  }
}
