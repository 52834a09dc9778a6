import { useState } from 'react';
import { toast } from '@/lib/toast';
import { rsvpMessages, type EventDetail } from '@akwaaba/contracts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useChangePlusOnes } from '../api/change-plus-ones';

/** 'No guests', '1 guest', '2 guests'… up to the event's limit. */
function guestsLabel(count: number): string {
  return count === 0 ? 'No guests' : `${count} ${count === 1 ? 'guest' : 'guests'}`;
}

/** The guests a member brings: a choice from 0 to the event's limit (decision 040). */
export function PlusOnesSelect({
  max,
  value,
  onChange,
  error,
  disabled,
}: {
  max: number;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
}) {
  // A party already bigger than a limit the organiser lowered keeps its size as a choice.
  const most = Math.max(max, value);
  return (
    <Field label={rsvpMessages.plusOnesLabel} error={error} className="min-w-40">
      {(control) => (
        <Select
          {...control}
          value={String(value)}
          disabled={disabled}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {Array.from({ length: most + 1 }, (_, count) => (
            <option key={count} value={String(count)}>
              {guestsLabel(count)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/**
 * The member's party once they RSVP'd ("You + 2 guests"), and a change of it up to the event's limit. More guests
 * need free places when attending: the server's message says how many are left, under the choice.
 */
export function PlusOnesChange({ event }: { event: Pick<EventDetail, 'id' | 'max_plus_ones' | 'user_plus_ones'> }) {
  const current = event.user_plus_ones ?? 0;
  const [chosen, setChosen] = useState(current);
  const [error, setError] = useState<string | undefined>(undefined);
  const change = useChangePlusOnes(event.id);
  if (event.max_plus_ones === 0 && current === 0) return null;

  function save() {
    setError(undefined);
    change.mutate(chosen, {
      onSuccess: (response) => toast.success(response.message),
      onError: (failure) => {
        console.error(failure);
        const message = failure instanceof ApiError ? failure.fieldError('plus_ones') : undefined;
        if (message) setError(message);
        else toast.error(errorMessage(failure, rsvpMessages.plusOnesChangeFailed));
      },
    });
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <p className="w-full text-sm font-medium text-stone-800">{rsvpMessages.party(current)}</p>
      <PlusOnesSelect
        max={event.max_plus_ones}
        value={chosen}
        error={error}
        onChange={(value) => {
          setChosen(value);
          setError(undefined);
        }}
      />
      <Button variant="secondary" isLoading={change.isPending} disabled={chosen === current} onClick={save}>
        {rsvpMessages.savePlusOnes}
      </Button>
    </div>
  );
}
