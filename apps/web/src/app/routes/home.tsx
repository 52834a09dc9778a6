import { HomePage } from '@/features/home/components/home-page';
import { SiteSearchForm } from '@/features/search/components/site-search-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Ghanaian community in South Africa');
  return <HomePage searchForm={<SiteSearchForm />} />;
}
