import { useSearchParams } from 'react-router';
import { SearchPage } from '@/features/search/components/search-page';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  const [searchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim();
  useDocumentTitle(q ? `Search: ${q}` : 'Search');
  return <SearchPage />;
}
