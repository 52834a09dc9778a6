import type { BusinessDetail } from '@akwaaba/contracts';
import { paths } from '@/config/paths';
import { BusinessForm } from './business-form';
import { emptyBusinessForm } from './business-form-values';

/** The empty listing form; a new listing waits for an admin's approval. */
export function CreateBusiness({ onSaved }: { onSaved: (business: BusinessDetail) => void }) {
  return (
    <BusinessForm
      mode="create"
      defaultValues={emptyBusinessForm}
      cancelTo={paths.myBusinesses.getHref()}
      onSaved={onSaved}
    />
  );
}
