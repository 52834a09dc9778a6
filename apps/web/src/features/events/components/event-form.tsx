import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { toast } from '@/lib/toast';
import {
  CITIES,
  CLOCK_NAMES,
  type Clock,
  EVENT_IMAGE_MAX_BYTES,
  EVENT_IMAGE_TYPES,
  EVENT_MAX_PLUS_ONES,
  EVENT_TYPES,
  eventCrossFieldErrors,
  eventHeldInLabels,
  eventInput,
  eventMessages,
  GHANA_TOWNS,
  LIFE_EVENTS,
  lifeEventLabels,
  seriesFieldErrors,
  type SeriesFieldErrors,
  RECONFIRM_HOUR_CHOICES,
  reminderMessages,
  textLimits,
  type EventDetail,
  type EventType,
} from '@akwaaba/contracts';
import { CategoryField } from '@/components/category-field';
import { ChoiceCard, FormActions, FormSection } from '@/components/form-layout';
import { ListingFormPage } from '@/components/listing-form';
import { FormLongTextField } from '@/components/long-text-field';
import { CheckboxField, Field } from '@/components/ui/field';
import { Checkbox, Input, Select } from '@/components/ui/input';
import { UploadProgress } from '@/components/upload-progress';
import { useImageChoice, type ImageRules } from '@/hooks/use-image-choice';
import { ApiError, errorMessage } from '@/lib/api-client';
import { addFieldError, applyServerFieldErrors, contractFormResolver, useAppForm } from '@/lib/forms';
import { useCreateEvent } from '../api/create-event';
import { useEventCategories } from '../api/get-event-categories';
import { useLedAssociations } from '../api/get-led-associations';
import type { SaveEventResponse } from '../api/send-event-form';
import { useUpdateEvent } from '../api/update-event';
import { EventImageField } from './event-image-field';
import { EditScopeChoice, RepeatFields } from './event-repeat-fields';
import {
  defaultEndFor,
  defaultTownFor,
  startDateError,
  toClockInput,
  toEventInput,
  type EventFormValues,
} from './event-form-values';

/** The picture an event may have, as the server's image pipeline takes it. */
const EVENT_IMAGE_RULES: ImageRules = {
  types: EVENT_IMAGE_TYPES,
  maxBytes: EVENT_IMAGE_MAX_BYTES,
  invalid: eventMessages.imageInvalid,
  tooLarge: eventMessages.imageTooLarge,
};

const limits = textLimits(eventInput);

/**
 * The contract's rules, their cross-field checks on every try, and the one rule that needs the clock: the
 * start may not be in the past. A field shows the first message it gets.
 */
function eventFormResolver(unchangedStart: string | null): Resolver<EventFormValues, unknown, EventFormValues> {
  return contractFormResolver<EventFormValues>(eventInput, toEventInput, (values, errors) => {
    const extra = {
      ...eventCrossFieldErrors(values),
      ...repeatFieldErrors(values),
      start_date: startDateError(values.start_date, unchangedStart, values.held_in),
    };
    for (const [field, message] of Object.entries(extra) as [keyof EventFormValues, string | undefined][]) {
      addFieldError(errors, field, message);
    }
  });
}

const serverFields = [
  'title',
  'description',
  'category_id',
  'event_type',
  'held_in',
  'life_event',
  'association_id',
  'start_date',
  'end_date',
  'venue_name',
  'venue_address',
  'city',
  'virtual_url',
  'price',
  'max_attendees',
  'max_plus_ones',
  'reconfirm_hours',
  'additional_info',
  'is_public',
  'requires_approval',
  'repeat',
  'repeat_until',
  'repeat_count',
] as const satisfies readonly (keyof EventFormValues)[];

/**
 * The series' rules on every try (decision 039), with the missing end shown under the end the member chose to give.
 */
function repeatFieldErrors(values: EventFormValues): SeriesFieldErrors {
  const errors = seriesFieldErrors({ ...toEventInput(values), held_in: values.held_in });
  if (errors.repeat_until && values.repeat_ends === 'count') {
    const { repeat_until: message, ...others } = errors;
    return { ...others, repeat_count: message };
  }
  return errors;
}

const eventTypeOptions: Record<EventType, { label: string; description: string }> = {
  physical: { label: 'Physical event', description: 'At a venue' },
  virtual: { label: 'Virtual event', description: 'Online, with a link' },
};

/** The towns a physical event may be in, where it is held. */
const townOptions: Record<Clock, readonly { value: string; label: string }[]> = {
  south_africa: CITIES,
  ghana: GHANA_TOWNS,
};

type PostAsFieldProps = {
  form: UseFormReturn<EventFormValues, unknown, EventFormValues>;
  led: readonly { id: number; name: string }[] | undefined;
  error: string | undefined;
};

/**
 * 'Post in the name of': the member, or an association they lead (decision 035). Shown to leaders, and on an event
 * already posted for one (kept as it is whoever edits it).
 */
function PostAsField({ form, led = [], error }: PostAsFieldProps) {
  const current = form.getValues('association_id');
  const options = [...led];
  if (current && !led.some((association) => String(association.id) === current)) {
    options.push({ id: Number(current), name: eventMessages.currentAssociation });
  }
  if (options.length === 0) return null;
  return (
    <Field label={eventMessages.postAsLabel} hint={eventMessages.postAsHint} error={error}>
      {(control) => (
        <Select {...control} {...form.register('association_id')}>
          <option value="">{eventMessages.postAsSelf}</option>
          {options.map((association) => (
            <option key={association.id} value={String(association.id)}>
              {association.name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

type EventFormProps = {
  defaultValues: EventFormValues;
  /** A shown note above the form (e.g. what is being duplicated). */
  notice?: ReactNode;
  cancelTo: string;
  onSaved: (event: EventDetail) => void;
} & ({ mode: 'create' } | { mode: 'edit'; eventId: number; currentImage: string | null });

/**
 * Create and edit event (docs/rules/messages.md): one form, the contract's rules and messages, image upload with
 * progress.
 */
export function EventForm(props: EventFormProps) {
  const { mode, defaultValues, notice, cancelTo, onSaved } = props;
  const isEdit = mode === 'edit';
  const categories = useEventCategories();
  useEffect(() => {
    // The form offers to try again; the cause goes to the console only.
    if (categories.error) console.error(categories.error);
  }, [categories.error]);
  const createEvent = useCreateEvent();
  const updateEvent = useUpdateEvent();
  const ledAssociations = useLedAssociations();
  const image = useImageChoice(EVENT_IMAGE_RULES);
  const [removeImage, setRemoveImage] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [nowAt] = useState(() => Date.now());

  const form = useAppForm<EventFormValues, unknown, EventFormValues>({
    resolver: eventFormResolver(isEdit ? defaultValues.start_date : null),
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const [eventType, heldIn, startDate] = useWatch({
    control: form.control,
    name: ['event_type', 'held_in', 'start_date'],
  });
  // The earliest start offered by the picker: now, on the clock the times are entered in.
  const now = toClockInput(nowAt, heldIn);

  const onSubmit = form.handleSubmit(async (values) => {
    const payload = toEventInput(values);
    const file = image.file;
    if (file) setProgress(0);
    try {
      let response: SaveEventResponse;
      if (props.mode === 'edit') {
        response = await updateEvent.mutateAsync({
          id: props.eventId,
          payload,
          image: file,
          removeImage,
          scope: values.scope ?? 'this',
          onProgress: setProgress,
        });
      } else {
        response = await createEvent.mutateAsync({ payload, image: file, onProgress: setProgress });
      }
      toast.success(response.message || (isEdit ? eventMessages.updated : eventMessages.created));
      onSaved(response.data);
    } catch (error) {
      console.error(error);
      applyServerFieldErrors(error, form.setError, serverFields);
      const imageError = error instanceof ApiError ? error.fieldError('image') : undefined;
      if (imageError) image.refuse(imageError);
      toast.error(errorMessage(error, isEdit ? eventMessages.updateFailed : eventMessages.createFailed));
    } finally {
      setProgress(null);
    }
  });

  return (
    <ListingFormPage title={isEdit ? 'Edit Event' : 'Create New Event'} intro={notice} onSubmit={onSubmit}>
      <EditScopeChoice form={form} />
      <FormSection title="Event details">
        <Field label="Event title" required error={errors.title?.message}>
          {(control) => <Input {...control} {...form.register('title')} aria-required maxLength={limits.title} />}
        </Field>
        <FormLongTextField
          control={form.control}
          name="description"
          label="Description"
          required
          max={limits.description}
          rows={5}
        />
        <Controller
          control={form.control}
          name="category_id"
          render={({ field }) => (
            <CategoryField
              categories={categories}
              field={field}
              error={errors.category_id?.message}
              loadFailed="The categories could not be loaded."
            />
          )}
        />
        <PostAsField form={form} led={ledAssociations.data} error={errors.association_id?.message} />
        <Field
          label={eventMessages.lifeEventLabel}
          error={errors.life_event?.message}
          hint="A funeral, outdooring, wedding… lets you open contributions on the event's page."
        >
          {(control) => (
            <Select {...control} {...form.register('life_event')}>
              <option value="">{eventMessages.lifeEventNone}</option>
              {LIFE_EVENTS.map((kind) => (
                <option key={kind} value={kind}>
                  {lifeEventLabels[kind]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </FormSection>

      <FormSection title="Event type">
        <div className="grid gap-2 sm:grid-cols-2">
          {EVENT_TYPES.map((type) => (
            <ChoiceCard
              key={type}
              {...eventTypeOptions[type]}
              selected={eventType === type}
              value={type}
              {...form.register('event_type')}
            />
          ))}
        </div>
      </FormSection>

      <FormSection title="Where it is held">
        <div className="grid gap-2 sm:grid-cols-2">
          {CLOCK_NAMES.map((clock) => (
            <ChoiceCard
              key={clock}
              {...eventHeldInLabels[clock]}
              selected={heldIn === clock}
              value={clock}
              {...form.register('held_in', {
                // The town list changes with the country: the first town of the new list is chosen.
                onChange: () => form.setValue('city', defaultTownFor(clock)),
              })}
            />
          ))}
        </div>
      </FormSection>

      {eventType === 'physical' ? (
        <FormSection title="Location">
          <Field label="Venue name" required error={errors.venue_name?.message}>
            {(control) => (
              <Input {...control} {...form.register('venue_name')} aria-required maxLength={limits.venue_name} />
            )}
          </Field>
          <Field
            label="Venue address"
            error={errors.venue_address?.message}
            hint="Street address, so guests can find it."
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('venue_address')}
                maxLength={limits.venue_address}
                autoComplete="street-address"
              />
            )}
          </Field>
          <Field label="City" required error={errors.city?.message}>
            {(control) => (
              <Select {...control} {...form.register('city')} aria-required>
                {townOptions[heldIn].map((town) => (
                  <option key={town.value} value={town.value}>
                    {town.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </FormSection>
      ) : (
        <FormSection title="Virtual Event Link">
          <Field
            label="Virtual event link"
            required
            error={errors.virtual_url?.message}
            hint="The meeting or stream link (Zoom, Teams, YouTube…), starting with https://."
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('virtual_url')}
                type="url"
                inputMode="url"
                aria-required
                placeholder="https://"
                maxLength={limits.virtual_url}
              />
            )}
          </Field>
        </FormSection>
      )}

      <FormSection title="Date & Time">
        <p className="text-sm text-stone-600">{eventMessages.timesEnteredIn(heldIn)}</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Start date and time" required error={errors.start_date?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('start_date', {
                  onChange: (event: { target: { value: string } }) => {
                    if (!form.getValues('end_date') && event.target.value) {
                      form.setValue('end_date', defaultEndFor(event.target.value), {
                        shouldValidate: form.formState.isSubmitted,
                      });
                    }
                  },
                })}
                type="datetime-local"
                aria-required
                min={now}
              />
            )}
          </Field>
          <Field label="End date and time" required error={errors.end_date?.message}>
            {(control) => (
              <Input
                {...control}
                {...form.register('end_date')}
                type="datetime-local"
                aria-required
                min={startDate || now}
              />
            )}
          </Field>
        </div>
        <RepeatFields form={form} />
      </FormSection>

      <FormSection title="Tickets & Capacity">
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Price (R)" error={errors.price?.message} hint="Leave empty for a free event.">
            {(control) => (
              <Input {...control} {...form.register('price')} type="number" inputMode="decimal" min={0} step={0.01} />
            )}
          </Field>
          <Field label="Max attendees" error={errors.max_attendees?.message} hint="Leave empty for no limit.">
            {(control) => (
              <Input
                {...control}
                {...form.register('max_attendees')}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
              />
            )}
          </Field>
          <Field
            label={eventMessages.maxPlusOnesLabel}
            error={errors.max_plus_ones?.message}
            hint={eventMessages.maxPlusOnesHint}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('max_plus_ones')}
                type="number"
                inputMode="numeric"
                min={0}
                max={EVENT_MAX_PLUS_ONES}
                step={1}
              />
            )}
          </Field>
          <Field
            label={reminderMessages.reconfirmLabel}
            error={errors.reconfirm_hours?.message}
            hint={reminderMessages.reconfirmHint}
          >
            {(control) => (
              <Select {...control} {...form.register('reconfirm_hours')}>
                <option value="">{reminderMessages.reconfirmNone}</option>
                {RECONFIRM_HOUR_CHOICES.map((hours) => (
                  <option key={hours} value={String(hours)}>
                    {reminderMessages.reconfirmHoursChoice(hours)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      </FormSection>

      <FormSection title="Event Image">
        <EventImageField
          image={image}
          currentImage={props.mode === 'edit' ? props.currentImage : null}
          removeCurrent={removeImage}
          onRemoveCurrentChange={setRemoveImage}
          disabled={isSubmitting}
        />
      </FormSection>

      <FormSection title="More">
        <FormLongTextField
          control={form.control}
          name="additional_info"
          label="Additional information"
          hint="Dress code, parking, what to bring…"
          max={limits.additional_info}
          rows={3}
        />
        <CheckboxField
          label="Public event"
          error={errors.is_public?.message}
          hint="Public events are listed for everyone. Private ones only you can see."
        >
          {(control) => <Checkbox {...control} {...form.register('is_public')} />}
        </CheckboxField>
        <CheckboxField label="Require approval for RSVPs" error={errors.requires_approval?.message}>
          {(control) => <Checkbox {...control} {...form.register('requires_approval')} />}
        </CheckboxField>
      </FormSection>

      {progress !== null && <UploadProgress label="Uploading image" percent={progress} />}

      <FormActions cancelTo={cancelTo} isSubmitting={isSubmitting}>
        {isSubmitting ? (isEdit ? 'Updating...' : 'Creating...') : isEdit ? 'Update Event' : 'Create Event'}
      </FormActions>
    </ListingFormPage>
  );
}
