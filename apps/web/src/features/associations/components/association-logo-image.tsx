import { associationMessages, type AssociationSummary } from '@akwaaba/contracts';
import { cn } from '@/components/ui/cn';

/** The association's logo at `size` CSS pixels (its small renditions by srcset), or nothing without one. */
export function AssociationLogoImage({
  association,
  size,
  className,
}: {
  association: Pick<AssociationSummary, 'name' | 'logo' | 'logo_srcset'>;
  size: number;
  className?: string;
}) {
  if (!association.logo) return null;
  return (
    <img
      src={association.logo}
      srcSet={association.logo_srcset ?? undefined}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt={associationMessages.logoAlt(association.name)}
      loading="lazy"
      decoding="async"
      className={cn('shrink-0 rounded-lg border border-stone-200 bg-white object-contain p-0.5', className)}
    />
  );
}
