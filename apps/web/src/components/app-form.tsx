import type { ComponentProps } from 'react';
import { previewMessages } from '@akwaaba/contracts';
import { cn } from '@/components/ui/cn';
import { SpinnerRing } from '@/components/ui/spinner';
import { useHydrated } from '@/hooks/use-hydrated';

type AppFormProps = Omit<ComponentProps<'form'>, 'method' | 'noValidate'> & {
  /** The spacing of the fields (the fieldset that holds them). */
  fieldsClassName?: string;
};

const FORM_STATUS = 'flex items-center gap-2 text-sm text-stone-700';

/**
 * A form of a page the server renders (sign-in, sign-up, contact), which only the app can send. As sent, its fields
 * are disabled and it says it is loading: without JavaScript it could never be sent. Where scripts run, start-app.js
 * enables it at once (a visitor's app loads when they reach for it), holds a sending made before the app is ready,
 * saying so, and sends it once the app has taken over what was typed (apps/web/src/start-app.js,
 * lib/hydration.ts). Posted, never sent as a query, should it ever go without the app.
 */
export function AppForm({ children, fieldsClassName = 'space-y-5', ...form }: AppFormProps) {
  const hydrated = useHydrated();
  return (
    <form noValidate method="post" {...form}>
      <fieldset disabled={!hydrated} data-until-app="fields" className={cn('min-w-0', fieldsClassName)}>
        {!hydrated && (
          <>
            <p role="status" data-until-app="waiting" className={FORM_STATUS}>
              <SpinnerRing size="sm" />
              {previewMessages.formLoading}
            </p>
            <p role="status" data-until-app="held" hidden className={FORM_STATUS}>
              <SpinnerRing size="sm" />
              {previewMessages.formHeld}
            </p>
          </>
        )}
        {children}
      </fieldset>
    </form>
  );
}
