import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { authMessages } from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';

/** Anyone can write a link to /login?error=…: the text is shown as text, and only a line of it. */
const REASON_MAX_LENGTH = 200;

/**
 * Why a social sign-in ended on /login (`?error=`, the provider's reason or the spec's fallback), shown once;
 * the address drops it, so a reload or a shared link does not repeat it.
 */
export function SocialErrorAlert() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [reason] = useState(() => {
    const error = searchParams.get('error');
    if (error === null) return null;
    return error.replace(/\s+/g, ' ').trim().slice(0, REASON_MAX_LENGTH) || authMessages.socialFailed;
  });

  useEffect(() => {
    if (!searchParams.has('error')) return;
    const rest = new URLSearchParams(searchParams);
    rest.delete('error');
    setSearchParams(rest, { replace: true });
  }, [searchParams, setSearchParams]);

  return reason ? <Alert variant="error">{reason}</Alert> : null;
}
