import { useState, type ReactNode } from 'react';
import { jobMessages, type JobSummary } from '@akwaaba/contracts';
import { cn } from '@/components/ui/cn';
import { useDataSaver } from '@/lib/data-lite';

/** How large the logo shows, in CSS pixels: for the browser to pick its width from the srcset. */
const SIZES = { row: 40, page: 64 } as const;
const SIZE_CLASSES = { row: 'size-10', page: 'size-16' } as const;

type CompanyLogoProps = {
  job: Pick<JobSummary, 'company_name' | 'company_logo' | 'company_logo_srcset'>;
  size: keyof typeof SIZES;
  /** What shows instead: when the job has no logo, when its file cannot be loaded, and with data saver on. */
  fallback: ReactNode;
};

/**
 * The company's logo as uploaded and re-encoded on this site (never loaded from another), at the stored width that
 * fits. Data saver shows none, as lists show no pictures then: the company's name beside it says who it is.
 */
export function CompanyLogo({ job, size, fallback }: CompanyLogoProps) {
  const { enabled: dataSaver } = useDataSaver();
  const [failed, setFailed] = useState<string | null>(null);
  const src = job.company_logo;
  if (!src || dataSaver || failed === src) return fallback;
  return (
    <img
      src={src}
      srcSet={job.company_logo_srcset ?? undefined}
      sizes={`${SIZES[size]}px`}
      alt={jobMessages.logoAlt(job.company_name)}
      width={SIZES[size]}
      height={SIZES[size]}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className={cn('shrink-0 rounded-lg border border-stone-200 bg-white object-contain', SIZE_CLASSES[size])}
    />
  );
}
