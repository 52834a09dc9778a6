import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-store';

/** Signed-out visitors go to sign in, and come back to the page they asked for afterwards. */
export function ProtectedRoute() {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your session…" />;
  if (!isAuthenticated) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  return <Outlet />;
}
