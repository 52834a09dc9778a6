import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-store';

/** Admins only: signed-out visitors go to sign in, other members to their dashboard. */
export function AdminRoute() {
  const { user, isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading || (isAuthenticated && !user)) return <PageSpinner label="Checking your session…" />;
  if (!isAuthenticated || !user) {
    return <Navigate to={paths.login.getHref(location.pathname + location.search)} replace />;
  }
  if (!user.is_admin) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <Outlet />;
}
