import { useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { toast } from '@/lib/toast';
import {
  PLACES_DEBOUNCE_MS,
  PLACES_QUERY_MIN,
  placeMessages,
  type PlaceProvider,
  type PlaceSuggestion,
} from '@akwaaba/contracts';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { FieldError, FieldLabel } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SpinnerRing } from '@/components/ui/spinner';
import { usePlacesSettings } from './get-places-settings';
import { googleLookup } from './google-places';
import { builtinLookup, type PlaceLookup, type PlaceSelection } from './place-lookup';
import { placeKeys } from './place-query-keys';
import { useDebouncedValue } from './use-debounced-value';

export type PlaceAutocompleteProps = {
  /** The input's id (the label points at it) and its form name. */
  id: string;
  name: string;
  label: string;
  /** The address already chosen when the form opens (the edit form): shown, and counted as chosen. */
  initialValue?: string;
  /** A suggestion was chosen and its place found, or (null) the address was typed over and nothing is chosen. */
  onSelect: (place: PlaceSelection | null) => void;
  /** Given, what is typed counts too (a suburb the lookup does not know is kept, never refused): each change. */
  onTextChange?: (text: string) => void;
  /** The form's message for the field, shown under it ('Please select a valid address from the suggestions.'). */
  error?: string;
  hint?: string;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** For the form library to focus the field (react-hook-form's field.ref). */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
};

/**
 * The address field of the business (and any other) form: suggestions as you type, from our built-in South African
 * gazetteer or from Google Places, as the server is configured. An accessible combobox (ARIA 1.2): arrow keys move
 * through the suggestions, Enter chooses, Escape closes.
 */
export function PlaceAutocomplete(props: PlaceAutocompleteProps) {
  const settings = usePlacesSettings();
  const queryClient = useQueryClient();
  const provider = settings.data?.provider ?? 'builtin';
  const googleKey = settings.data?.google_maps_api_key ?? null;
  const lookup = useMemo(
    () => (provider === 'google' && googleKey ? googleLookup(googleKey) : builtinLookup(queryClient)),
    [provider, googleKey, queryClient],
  );

  if (provider === 'google' && !googleKey) return <ConfigurationError {...props} />;
  return <PlaceCombobox {...props} lookup={lookup} provider={provider} ready={!settings.isPending} />;
}

/** The spec's notice when the site is set to use Google without a key: the form cannot look addresses up. */
function ConfigurationError({ id, label, required, error }: PlaceAutocompleteProps) {
  return (
    <div className="space-y-1.5">
      <FieldLabel id={id} label={label} required={required} />
      <Alert variant="error" title={placeMessages.configurationErrorTitle}>
        {placeMessages.configurationError}
      </Alert>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type ComboboxProps = PlaceAutocompleteProps & {
  lookup: PlaceLookup;
  provider: PlaceProvider;
  /** False until the server has said which lookup to use. */
  ready: boolean;
};

function PlaceCombobox({
  id,
  name,
  label,
  initialValue,
  onSelect,
  error,
  hint,
  placeholder,
  required,
  disabled,
  inputRef,
  onBlur,
  onTextChange,
  lookup,
  provider,
  ready,
}: ComboboxProps) {
  const [text, setText] = useState(initialValue ?? '');
  const [chosen, setChosen] = useState(Boolean(initialValue));
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [choosing, setChoosing] = useState(false);
  // The latest choice: a place found for an earlier one, after the member typed or chose again, is dropped.
  const choiceRef = useRef(0);

  // The form may hand in another address later (after a save or a reset): it is the chosen one again.
  const [givenValue, setGivenValue] = useState(initialValue);
  if (givenValue !== initialValue) {
    setGivenValue(initialValue);
    setText(initialValue ?? '');
    setChosen(Boolean(initialValue));
  }

  const typed = text.trim();
  const debounced = useDebouncedValue(typed, PLACES_DEBOUNCE_MS);
  const listWanted = open && !chosen && typed.length >= PLACES_QUERY_MIN;
  const suggestions = useQuery({
    queryKey: placeKeys.suggestions(provider, debounced),
    queryFn: ({ signal }) => lookup.suggest(debounced, signal),
    // Only once typing has paused on the text now in the field: never for what it said before.
    enabled: ready && listWanted && debounced === typed,
    staleTime: 5 * 60_000,
  });
  const options: PlaceSuggestion[] = listWanted ? (suggestions.data ?? []) : [];
  const expanded = options.length > 0;
  const waiting = listWanted && options.length === 0 && (typed !== debounced || !ready || suggestions.isFetching);
  const noMatches = onTextChange ? placeMessages.noMatchesKeepTyped : placeMessages.noMatches;
  const status = !listWanted || expanded ? null : waiting ? placeMessages.searching : noMatches;

  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;

  function choose(suggestion: PlaceSuggestion) {
    const ticket = ++choiceRef.current;
    setText(suggestion.description);
    setOpen(false);
    setActiveIndex(-1);
    setChoosing(true);
    lookup
      .choose(suggestion)
      .then((place) => {
        if (ticket !== choiceRef.current) return;
        setText(place.address);
        setChosen(true);
        onSelect(place);
      })
      .catch(() => {
        if (ticket === choiceRef.current) toast.error(placeMessages.locationFailed);
      })
      .finally(() => {
        if (ticket === choiceRef.current) setChoosing(false);
      });
  }

  function type(value: string) {
    choiceRef.current += 1;
    setChoosing(false);
    setText(value);
    setOpen(true);
    setActiveIndex(-1);
    if (chosen) {
      setChosen(false);
      onSelect(null);
    }
    onTextChange?.(value);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) =>
        index === -1 && step < 0 ? options.length - 1 : (index + step + options.length) % options.length,
      );
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      // Enter chooses the highlighted suggestion instead of sending the form.
      event.preventDefault();
      choose(options[activeIndex]!);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  return (
    <div className="space-y-1.5">
      <FieldLabel id={id} label={label} required={required} />
      <div className="relative">
        <MapPin aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-stone-500" />
        <Input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
          aria-required={required || undefined}
          aria-busy={choosing || undefined}
          autoComplete="off"
          spellCheck={false}
          maxLength={300}
          placeholder={placeholder ?? 'Start typing a suburb, town or city'}
          disabled={disabled}
          value={text}
          className="pl-10"
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setActiveIndex(-1);
            onBlur?.();
          }}
        />
        {choosing && <SpinnerRing size="sm" className="absolute top-3.5 right-3" />}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={`${label} suggestions`}
          hidden={!expanded}
          className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-stone-200 bg-white py-1 shadow-lg"
        >
          {options.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm text-stone-800',
                index === activeIndex && 'bg-stone-100 text-stone-900',
              )}
              // The input keeps the focus, so the list stays open until the click has chosen.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActiveIndex(index)}
              onClick={() => choose(suggestion)}
            >
              {suggestion.description}
            </li>
          ))}
        </ul>
        {/* Always there, so screen readers hear 'Searching...' and 'No matching places' as they come. */}
        <p
          role="status"
          className={
            status
              ? 'absolute z-20 mt-1 w-full rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm text-stone-600 shadow-lg'
              : 'sr-only'
          }
        >
          {status}
        </p>
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
