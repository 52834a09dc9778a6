import { useNavigate } from 'react-router';
import { associationMessages } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { AssociationForm, emptyAssociationForm } from '@/features/associations/components/association-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle(associationMessages.formTitle);
  const navigate = useNavigate();
  return (
    <AssociationForm
      mode="create"
      defaultValues={emptyAssociationForm}
      cancelTo={paths.associations.getHref()}
      onSaved={(association) => void navigate(paths.associationDetail.getHref(association.id))}
    />
  );
}
