import type { SocialProvider } from '@akwaaba/contracts';
import { buttonClasses } from '@/components/ui/button';
import { socialRedirectUrl, useProviders } from '../api/get-providers';

const providerNames: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
};

/** One button per provider the server is configured for; none at all when it has none. */
export function SocialLoginButtons() {
  const { data: providers } = useProviders();
  if (!providers || providers.length === 0) return null;
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-sm text-stone-600">
        <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
        or continue with
        <span aria-hidden="true" className="h-px flex-1 bg-stone-200" />
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {providers.map((provider) => (
          <li key={provider}>
            <a
              href={socialRedirectUrl(provider)}
              className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
            >
              Continue with {providerNames[provider]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
