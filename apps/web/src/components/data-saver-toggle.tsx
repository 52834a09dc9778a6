import { useId } from 'react';
import { useLocation } from 'react-router';
import { DATA_SAVER_PATH, dataLiteMessages } from '@akwaaba/contracts';
import { cn } from '@/components/ui/cn';
import { setDataSaver, useDataSaver } from '@/lib/data-lite';

/**
 * The data saver switch (footer): on, off, and why it is on when the browser asked for it. A form the server answers
 * (it keeps the choice and sends this page back), so it works before the app and without it; the app switches in
 * place.
 */
export function DataSaverToggle({ className }: { className?: string }) {
  const { enabled, automatic } = useDataSaver();
  const { pathname, search } = useLocation();
  const hintId = useId();
  return (
    <form
      method="post"
      action={DATA_SAVER_PATH}
      data-without-app=""
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        setDataSaver(!enabled);
      }}
    >
      <input type="hidden" name="return" value={pathname + search} />
      <button
        type="submit"
        name="data_saver"
        value={enabled ? 'off' : 'on'}
        role="switch"
        aria-checked={enabled}
        aria-describedby={hintId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-md font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ghana-gold"
      >
        <span
          aria-hidden="true"
          className={cn(
            'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 transition-colors',
            enabled ? 'border-ghana-gold bg-ghana-gold' : 'border-stone-400 bg-stone-700',
          )}
        >
          <span
            className={cn(
              'inline-block size-4 rounded-full bg-white shadow transition-transform',
              enabled ? 'translate-x-5' : 'translate-x-0.5',
            )}
          />
        </span>
        {dataLiteMessages.toggle}
      </button>
      <p id={hintId} className="mt-1 max-w-md text-sm text-stone-400">
        {automatic ? dataLiteMessages.automaticHint : dataLiteMessages.hint}
      </p>
    </form>
  );
}
