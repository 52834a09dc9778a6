import { Link } from 'react-router';
import type { NoticeAuthor as Author } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { OfficialBadge } from './official-badge';

/** Whom a notice is from: an association links to its page, a source carries the Official badge. */
export function NoticeAuthor({ author }: { author: Author }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {author.type === 'association' ? (
        <Link to={paths.associationDetail.getHref(author.id)} className="font-medium text-ghana-green hover:underline">
          {author.name}
        </Link>
      ) : (
        <span className="font-medium text-stone-900">{author.name}</span>
      )}
      {author.is_official && <OfficialBadge />}
    </span>
  );
}
