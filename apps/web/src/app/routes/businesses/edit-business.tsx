import { useNavigate, useParams } from 'react-router';
import { businessMessages, parseId } from '@akwaaba/contracts';
import { BusinessNotFound } from '@/features/businesses/components/business-not-found';
import { EditBusiness } from '@/features/businesses/components/edit-business';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(businessMessages.editTitle);
  const navigate = useNavigate();
  const { id } = useParams();
  const parsedId = parseId(id);

  if (parsedId === null) return <BusinessNotFound />;
  return (
    <EditBusiness key={parsedId} businessId={parsedId} onSaved={() => void navigate(paths.myBusinesses.getHref())} />
  );
}
