import { Link } from 'react-router';
import { businessMessages, type BusinessDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { PageAlert, PageLoading, PageLoadError } from '@/components/page-states';
import { buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-store';
import { useBusiness } from '../api/get-business';
import { BusinessForm } from './business-form';
import { formValuesFrom } from './business-form-values';
import { BusinessNotFound } from './business-not-found';

type EditBusinessProps = { businessId: number; onSaved: (business: BusinessDetail) => void };

/** /businesses/{id}/edit: the owner's (or an admin's) form, filled from the stored listing. */
export function EditBusiness({ businessId, onSaved }: EditBusinessProps) {
  const { user } = useAuth();
  const business = useBusiness(businessId);

  if (business.isPending) {
    return <PageLoading>Loading business details...</PageLoading>;
  }
  if (business.isError) {
    if (business.error instanceof ApiError && business.error.status === 404) return <BusinessNotFound />;
    return <PageLoadError message={businessMessages.fetchBusinessFailed} onRetry={() => void business.refetch()} />;
  }
  if (!business.data.is_owner && !user?.is_admin) {
    return (
      <PageAlert message={businessMessages.notAuthorized}>
        <Link to={paths.businessDetail.getHref(businessId)} className={buttonClasses({ variant: 'secondary' })}>
          Back to the business
        </Link>
      </PageAlert>
    );
  }
  return (
    <BusinessForm
      key={business.data.id}
      mode="edit"
      businessId={business.data.id}
      defaultValues={formValuesFrom(business.data)}
      cancelTo={paths.myBusinesses.getHref()}
      onSaved={onSaved}
    />
  );
}
