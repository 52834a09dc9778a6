import { useNavigate } from 'react-router';
import { logout } from '@/features/auth/api/logout';
import { paths } from '@/config/paths';

/** Signs out (the browser forgets the session even if the server call fails) and goes home. */
export function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    await logout();
    await navigate(paths.home.getHref());
  };
}
