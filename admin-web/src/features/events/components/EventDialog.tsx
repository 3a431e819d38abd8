import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { studioEventInputSchema, type StudioEvent, type StudioEventFormValues, type StudioEventInput } from '@artshop/contracts';
import { Input, Textarea, cn, toast } from '@artshop/ui';
import { DialogForm } from '../../../shared/components/DialogForm';
import { FormField, fieldHelpers } from '../../../shared/components/FormField';
import { ImageField } from '../../../shared/components/ImageField';
import { reportSaveFailure } from '../../../shared/server-errors';
import { FormSwitchRow } from '../../../shared/components/SwitchRow';
import { useSaveEvent } from '../hooks';

const formValues = (event: StudioEvent | null): StudioEventFormValues => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  date: event?.date ?? '',
  time: event?.time ?? '',
  location: event?.location ?? '',
  imageUrl: event?.imageUrl ?? '',
  registrationRequired: event?.registrationRequired ?? false,
  registrationUrl: event?.registrationUrl ?? '',
  isPublished: event?.isPublished ?? false,
});

/**
 * Add an event (none given) or edit one: every field, checked by the same schema as the content
 * service, messages under the fields. Mounted afresh for each opening (the page gives it a new key).
 */
export function EventDialog({ open, event, onOpenChange }: { open: boolean; event: StudioEvent | null; onOpenChange: (open: boolean) => void }) {
  const editing = event !== null;
  const form = useForm<StudioEventFormValues, unknown, StudioEventInput>({ resolver: zodResolver(studioEventInputSchema), defaultValues: formValues(event) });
  const { field, error, id } = fieldHelpers(form, 'event');
  const save = useSaveEvent();
  const registrationRequired = useWatch({ control: form.control, name: 'registrationRequired' }) ?? false;
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const busy = save.isPending;

  return (
    <DialogForm
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={editing ? 'Edit Event' : 'Add Event'}
      description={editing ? `Changes to “${event.title}” show on the Events page once saved.` : 'A new event, saved as a draft until you publish it.'}
      name="event"
      saveLabel={editing ? 'Update Event' : 'Add Event'}
      onValid={(input) =>
        save.mutate(
          { id: event?.id ?? null, input },
          {
            onSuccess: (saved) => {
              toast({
                variant: 'success',
                title: editing ? 'Event updated' : 'Event added',
                description: saved.isPublished ? 'It is on the Events page.' : 'Saved as a draft.',
              });
              onOpenChange(false);
            },
            onError: (failure) => {
              reportSaveFailure(form, failure, {
                failed: editing ? 'Failed to update event. Please try again.' : 'Failed to add event. Please try again.',
                conflictFields: ['title', 'date'],
              });
            },
          },
        )
      }
      onInvalid={() => toast({ variant: 'destructive', title: 'Validation Error', description: 'Please check all fields for errors.' })}
    >
      <FormField label="Title" htmlFor={id('title')} error={error('title')}>
        <Input autoComplete="off" {...field('title')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Date" htmlFor={id('date')} error={error('date')}>
          <Input type="date" {...field('date')} />
        </FormField>
        <FormField label="Time" htmlFor={id('time')} hint="A time or a range, e.g. 6:00 PM - 9:00 PM. Leave empty for all day." error={error('time')}>
          <Input autoComplete="off" placeholder="6:00 PM - 9:00 PM" {...field('time')} />
        </FormField>
      </div>
      <FormField label="Location" htmlFor={id('location')} error={error('location')}>
        <Input autoComplete="off" placeholder="Gallery, street, town" {...field('location')} />
      </FormField>
      <FormField label="Description" htmlFor={id('description')} error={error('description')}>
        <Textarea rows={4} {...field('description')} />
      </FormField>
      <ImageField
        id={id('imageUrl')}
        label="Image"
        hint="Shown beside the event; 3:2 pictures fit best."
        value={imageUrl ?? ''}
        onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        inputProps={field('imageUrl')}
        error={error('imageUrl')}
      />
      <div className="space-y-3 rounded-lg border border-border p-4">
        <FormSwitchRow
          control={form.control}
          name="registrationRequired"
          fallback={false}
          id="event-registration-switch"
          label="Registration required"
          hint="Visitors see 'Registration required' and a Register button."
        />
        <FormField
          label="Registration link"
          htmlFor={id('registrationUrl')}
          hint="Where people register: https://… or a page of this site, like /contact."
          error={error('registrationUrl')}
          className={cn(!registrationRequired && 'opacity-60')}
        >
          <Input type="url" inputMode="url" autoComplete="off" placeholder="https://…" disabled={!registrationRequired} {...field('registrationUrl')} />
        </FormField>
      </div>
      <FormSwitchRow
        control={form.control}
        name="isPublished"
        fallback={false}
        id="event-published-switch"
        label="Published"
        hint="Published events show on the Events page; drafts only here."
      />
    </DialogForm>
  );
}
