import { useId } from 'react';
import { ANALYTICS_WINDOWS, type AnalyticsWindow } from '@akwaaba/contracts';
import { cn } from '@/components/ui/cn';

/**
 * The 7/30/90-day switch: native radio buttons (one tab stop, arrow keys move and choose) drawn as a
 * segmented control.
 */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: AnalyticsWindow;
  onChange: (days: AnalyticsWindow) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">Period</legend>
      <div className="inline-flex rounded-lg border border-stone-300 bg-white p-1">
        {ANALYTICS_WINDOWS.map((days) => (
          <label
            key={days}
            className={cn(
              'inline-flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap',
              'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ghana-green',
              days === value ? 'bg-ghana-green text-white' : 'text-stone-700 hover:bg-stone-100',
            )}
          >
            <input
              type="radio"
              name={name}
              value={days}
              checked={days === value}
              onChange={() => onChange(days)}
              className="sr-only"
            />
            Last {days} days
          </label>
        ))}
      </div>
    </fieldset>
  );
}
