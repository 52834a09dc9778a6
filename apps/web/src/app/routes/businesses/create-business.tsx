import { Link, useNavigate } from 'react-router';
import { businessMessages } from '@akwaaba/contracts';
import { CreateBusiness } from '@/features/businesses/components/create-business';
import { paths } from '@/config/paths';
import { buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAuth } from '@/lib/auth-store';

/**
 * Business accounts and admins list businesses (docs/rules/who-sees-what.md); other members are told why they cannot.
 */
export function Component() {
  useDocumentTitle(businessMessages.formTitle);
  const navigate = useNavigate();
  const { user } = useAuth();

  if (!user) return <PageSpinner label="Checking your session…" />;
  if (user.user_type !== 'business' && !user.is_admin) {
    return (
      <div className="mx-auto max-w-lg space-y-4 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-stone-900">{businessMessages.formTitle}</h1>
        <p className="text-stone-700">
          {businessMessages.onlyBusinessesCreate} You can still browse the directory, follow businesses and review them.
        </p>
        <Link to={paths.businesses.getHref()} className={buttonClasses()}>
          Browse Businesses
        </Link>
      </div>
    );
  }
  return <CreateBusiness onSaved={() => void navigate(paths.myBusinesses.getHref())} />;
}
