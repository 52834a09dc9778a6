import { useNavigate, useParams } from 'react-router';
import { associationMessages, parseId } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { AssociationNotFound } from '@/features/associations/components/association-detail';
import { EditAssociation } from '@/features/associations/components/edit-association';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(associationMessages.editTitle);
  const navigate = useNavigate();
  const parsedId = parseId(useParams().id);
  if (parsedId === null) return <AssociationNotFound />;
  return (
    <EditAssociation
      key={parsedId}
      associationId={parsedId}
      onSaved={(association) => void navigate(paths.associationDetail.getHref(association.id))}
    />
  );
}
