import { VerifiedMark } from '@/components/verified-mark';

/** The verified tick beside a business's name. */
export function VerifiedBadge({ className }: { className?: string }) {
  return <VerifiedMark label="Verified business" className={className} />;
}
