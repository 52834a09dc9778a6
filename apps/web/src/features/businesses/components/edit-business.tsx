import { Link } from 'react-router';
import { businessMessages, type BusinessDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
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
    return (
      <p role="status" className="px-4 py-16 text-center text-stone-700">
        Loading business details...
      </p>
    );
  }
  if (business.isError) {
    if (business.error instanceof ApiError && business.error.status === 404) return <BusinessNotFound />;
    return (
      <div className="mx-auto max-w-lg space-y-4 px-4 py-16 text-center">
        <Alert variant="error">{businessMessages.fetchBusinessFailed}</Alert>
        <Button variant="secondary" onClick={() => void business.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (!business.data.is_owner && !user?.is_admin) {
    return (
      <div className="mx-auto max-w-lg space-y-4 px-4 py-16 text-center">
        <Alert variant="error">{businessMessages.notAuthorized}</Alert>
        <Link to={paths.businessDetail.getHref(businessId)} className={buttonClasses({ variant: 'secondary' })}>
          Back to the business
        </Link>
      </div>
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
