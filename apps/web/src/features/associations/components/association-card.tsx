import { memo, useId } from 'react';
import { Link } from 'react-router';
import { Home, MapPin, UsersRound } from 'lucide-react';
import { ASSOCIATION_KIND_LABELS, associationMessages, cityLabel, type AssociationSummary } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { AssociationLogoImage } from './association-logo-image';
import { VerifiedAssociation } from './verified-association';

/** An association in the directory: its kind, name, where it comes from and meets, and how many belong to it. */
export const AssociationCard = memo(function AssociationCard({ association }: { association: AssociationSummary }) {
  const titleId = useId();
  return (
    <article className="flex w-full min-w-0 flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <Badge tone="green">{ASSOCIATION_KIND_LABELS[association.kind]}</Badge>
        <AssociationLogoImage association={association} size={48} className="size-12" />
      </div>
      <h2 className="flex items-start gap-2 text-lg leading-snug font-semibold break-words text-stone-900">
        <span id={titleId} className="min-w-0">
          {association.name}
        </span>
        {association.is_verified && <VerifiedAssociation className="mt-0.5 size-5" />}
      </h2>
      <p className="line-clamp-3 text-sm break-words text-stone-700">{association.description}</p>
      <ul className="space-y-1.5 text-sm text-stone-700">
        <li className="flex items-start gap-2">
          <Home aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
          <span className="min-w-0 break-words">
            From {associationMessages.homeRegion(association.home_region, association.home_town)}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
          <span className="min-w-0 break-words">
            {associationMessages.basedIn(cityLabel(association.city), association.province)}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <UsersRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ghana-green" />
          <span>{associationMessages.membersCount(association.members_count)}</span>
        </li>
      </ul>
      <Link
        to={paths.associationDetail.getHref(association.id)}
        aria-describedby={titleId}
        className={buttonClasses({ className: 'mt-auto w-full' })}
      >
        {associationMessages.viewDetails}
      </Link>
    </article>
  );
});
