import type { FormEventHandler, ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A form of a page the server draws (sign-in, sign-up): until the app has taken the page over, its fields and buttons
 * are disabled, since the app's first render would reset what was typed, and a form sent without the app would put
 * the password in the address. Posted, never sent as a query, should it ever go without the app.
 */
export function AppForm({ onSubmit, children }: { onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <form noValidate method="post" onSubmit={onSubmit}>
      <fieldset disabled={!hydrated} className="min-w-0 space-y-5">
        {children}
      </fieldset>
    </form>
  );
}
