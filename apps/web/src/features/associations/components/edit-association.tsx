import { associationMessages, type AssociationDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { BackLink } from '@/components/detail-page';
import { PageAlert, PageLoading, PageLoadError } from '@/components/page-states';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAssociation } from '../api/get-associations';
import { AssociationForm, associationFormValues } from './association-form';
import { AssociationLogo } from './association-logo';
import { AssociationNotFound } from './association-detail';

/** The association's form with what is stored, for those who manage it. */
export function EditAssociation({
  associationId,
  onSaved,
}: {
  associationId: number;
  onSaved: (association: AssociationDetail) => void;
}) {
  const association = useAssociation(associationId);
  if (association.isPending) return <PageLoading>Loading association...</PageLoading>;
  if (association.isError) {
    if (association.error instanceof ApiError && association.error.status === 404) return <AssociationNotFound />;
    return (
      <PageLoadError
        message={errorMessage(association.error, associationMessages.fetchOneFailed)}
        onRetry={() => void association.refetch()}
      />
    );
  }
  if (!association.data.can_manage) {
    return (
      <PageAlert message={associationMessages.onlyLeaders}>
        <BackLink to={paths.associationDetail.getHref(associationId)}>{association.data.name}</BackLink>
      </PageAlert>
    );
  }
  return (
    <>
      <AssociationForm
        mode="edit"
        associationId={associationId}
        defaultValues={associationFormValues(association.data)}
        cancelTo={paths.associationDetail.getHref(associationId)}
        onSaved={onSaved}
      />
      <AssociationLogo association={association.data} />
    </>
  );
}
