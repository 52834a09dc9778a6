import type { ComponentProps } from 'react';
import { previewMessages } from '@akwaaba/contracts';
import { cn } from '@/components/ui/cn';
import { SpinnerRing } from '@/components/ui/spinner';
import { useHydrated } from '@/hooks/use-hydrated';

type AppFormProps = Omit<ComponentProps<'form'>, 'method' | 'noValidate'> & {
  /** The spacing of the fields (the fieldset that holds them). */
  fieldsClassName?: string;
};

/**
 * A form of a page the server renders (sign-in, sign-up, contact): until the app has hydrated the page, its fields
 * and buttons are disabled, since the app's first render would reset what was typed, and a form sent without the app
 * would put what was typed (a password) in the address. Posted, never sent as a query, should it ever go without it.
 * Meanwhile it says why its fields wait (a slow phone waits seconds).
 */
export function AppForm({ children, fieldsClassName = 'space-y-5', ...form }: AppFormProps) {
  const hydrated = useHydrated();
  return (
    <form noValidate method="post" {...form}>
      <fieldset disabled={!hydrated} className={cn('min-w-0', fieldsClassName)}>
        {!hydrated && (
          <p role="status" className="flex items-center gap-2 text-sm text-stone-700">
            <SpinnerRing size="sm" />
            {previewMessages.formLoading}
          </p>
        )}
        {children}
      </fieldset>
    </form>
  );
}
