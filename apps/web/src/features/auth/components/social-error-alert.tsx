import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { socialErrorMessage } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';

/**
 * Why a social sign-in ended on /login: `?error=` holds a code and the page shows our words for it (the spec's
 * fallback for any other), never text from the link. Shown once; the address drops it, so a reload does not repeat it.
 */
export function SocialErrorAlert() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [reason] = useState(() => (searchParams.has('error') ? socialErrorMessage(searchParams.get('error')) : null));

  useEffect(() => {
    if (!searchParams.has('error')) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('error');
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);

  return reason ? <Alert variant="error">{reason}</Alert> : null;
}
