import { VerifiedMark } from '@/components/verified-mark';

/** The verified tick beside an association's name. */
export function VerifiedAssociation({ className }: { className?: string }) {
  return <VerifiedMark label="Verified association" className={className} />;
}
