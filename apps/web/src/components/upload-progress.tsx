import { useId } from 'react';

/** How much of an upload has gone: its label ('Uploading…') and a bar named by it, with the percent. */
export function UploadProgress({ label, percent }: { label: string; percent: number }) {
  const labelId = useId();
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm text-stone-700">
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-ghana-green transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
