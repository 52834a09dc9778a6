import type { JobInput } from '@akwaaba/contracts';
import { formDataOf } from '@/lib/transfer';

/** The files a job's multipart form carries, by field name. */
export type JobFormFiles = { company_logo: Blob };

/**
 * The multipart body of a job sent with its logo: the lists as the form's text (requirements and benefits one a
 * line, skills and tags separated by commas), which the contract splits again as it does a typed form.
 */
export function jobFormData(payload: JobInput, files: JobFormFiles, extra: Record<string, string> = {}): FormData {
  const lines = (items: string[] | undefined) => items?.join('\n');
  const commas = (items: string[] | undefined) => items?.join(',');
  return formDataOf(
    {
      ...payload,
      requirements: lines(payload.requirements),
      benefits: lines(payload.benefits),
      skills: commas(payload.skills),
      tags: commas(payload.tags),
    },
    files,
    extra,
  );
}
