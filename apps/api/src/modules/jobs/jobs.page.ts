import {
  cityLabel,
  EXPERIENCE_LEVEL_LABELS,
  formatLongDate,
  formatSalary,
  JOB_TYPE_LABELS,
  jobMessages,
  previewMessages,
  WORK_ELIGIBILITY_LABELS,
  type JobDetail,
} from '@akwaaba/contracts';
import { html } from '../../lib/html.ts';
import type { SharedPage } from '../../plugins/web.ts';

const hasSalary = (job: JobDetail) => job.salary_min !== null || job.salary_max !== null;

/** 'Adinkra Foods · Johannesburg · Full-time · R25 000 – R35 000 per month'. */
function facts(job: JobDetail): string[] {
  return [
    job.company_name,
    cityLabel(job.city),
    ...(job.is_remote ? [jobMessages.remote] : []),
    JOB_TYPE_LABELS[job.job_type],
    ...(hasSalary(job) ? [formatSalary(job)] : []),
  ];
}

/** 'Contract · Junior · Remote'. */
const kind = (job: JobDetail) =>
  [
    JOB_TYPE_LABELS[job.job_type],
    EXPERIENCE_LEVEL_LABELS[job.experience_level],
    ...(job.is_remote ? [jobMessages.remote] : []),
  ].join(' · ');

const place = (job: JobDetail) =>
  [...new Set([job.location, cityLabel(job.city), job.province].filter(Boolean))].join(', ');

/**
 * An open job's shared page: its preview, its JobPosting data (made from the row by the caller), its first paint
 * (title, company, place, type, salary, closing date, description, requirements) and the visitor's API answer.
 */
export function jobPage(job: JobDetail, structuredData: Record<string, unknown>): SharedPage {
  return {
    title: job.title,
    description: `${facts(job).join(' · ')}. ${job.description}`,
    image: null,
    structuredData,
    embedded: [{ path: `/job-listings/${job.id}`, answer: { data: job } }],
    body: html`<div class="mx-auto max-w-4xl px-4 py-8">
      <p><a href="/jobs" class="text-ghana-green">${previewMessages.allJobs}</a></p>
      <article>
        <h1 class="mt-4 text-3xl font-bold text-stone-900">${job.title}</h1>
        <p class="text-stone-700">${job.company_name} · ${job.category.name}</p>
        <h2 class="mt-6 text-lg font-semibold">${previewMessages.jobDetails}</h2>
        <ul>
          <li>${previewMessages.location}: ${place(job)}</li>
          <li>${kind(job)}</li>
          <li>${previewMessages.salary}: ${formatSalary(job)}</li>
          <li>${WORK_ELIGIBILITY_LABELS[job.work_eligibility]}</li>
          <li><time datetime="${job.expires_at}">${previewMessages.closes(formatLongDate(job.expires_at))}</time></li>
        </ul>
        <h2 class="mt-6 text-lg font-semibold">${previewMessages.aboutJob}</h2>
        <p class="whitespace-pre-line">${job.description}</p>
        ${
          job.requirements.length > 0
            ? html`<h2 class="mt-6 text-lg font-semibold">${previewMessages.requirements}</h2>
                <ul class="list-disc pl-6">
                  ${job.requirements.map((line) => html`<li>${line}</li>`)}
                </ul>`
            : ''
        }
      </article>
    </div>`,
  };
}
