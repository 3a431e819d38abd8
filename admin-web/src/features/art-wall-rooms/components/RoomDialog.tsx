import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { ROOM_TYPES, ROOM_TYPE_LABELS, roomInputSchema, type RoomBackground, type RoomFormValues, type RoomInput } from '@artshop/contracts';
import { Input, NativeSelect, Textarea, toast } from '@artshop/ui';
import { DialogForm } from '../../../shared/components/DialogForm';
import { FormField, fieldHelpers } from '../../../shared/components/FormField';
import { ImageField } from '../../../shared/components/ImageField';
import { FormSwitchRow } from '../../../shared/components/SwitchRow';
import { reportSaveFailure } from '../../../shared/server-errors';
import { useSaveRoom } from '../hooks';

export const SAVE_FAILED_MESSAGE = 'Failed to save the room. Please try again.';

const formValues = (room: RoomBackground | null): RoomFormValues => ({
  name: room?.name ?? '',
  description: room?.description ?? '',
  imageUrl: room?.imageUrl ?? '',
  roomType: room?.roomType ?? 'living_room',
  wallColor: room?.wallColor ?? '#ffffff',
  wallWidthCm: room ? String(room.wallWidthCm) : '400',
  isActive: room?.isActive ?? true,
  isDefault: room?.isDefault ?? false,
});

/**
 * Add a room (none given) or edit one, checked by the same schema as the content service, messages
 * under the fields. Where the wall lies in the photo is not edited here and stays as it is (a new
 * room: the photo's whole width, its top 72%). Mounted afresh for each opening (the page gives it a new key).
 */
export function RoomDialog({ open, room, onOpenChange }: { open: boolean; room: RoomBackground | null; onOpenChange: (open: boolean) => void }) {
  const editing = room !== null;
  const form = useForm<RoomFormValues, unknown, RoomInput>({ resolver: zodResolver(roomInputSchema), defaultValues: formValues(room) });
  const { field, error, id } = fieldHelpers(form, 'room');
  const save = useSaveRoom();
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const busy = save.isPending;

  return (
    <DialogForm
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={editing ? 'Edit Room' : 'Add Room'}
      description={editing ? `Changes to “${room.name}” reach the art wall once saved.` : 'A new room for the art wall, added at the end of its list.'}
      name="room"
      saveLabel={editing ? 'Update Room' : 'Add Room'}
      onValid={(input) =>
        save.mutate(
          { id: room?.id ?? null, input },
          {
            onSuccess: (saved) => {
              toast({
                variant: 'success',
                title: editing ? 'Room updated' : 'Room added',
                description: saved.isActive ? 'Visitors can choose it on the art wall.' : 'It is switched off: visitors do not see it.',
              });
              onOpenChange(false);
            },
            onError: (failure) => {
              reportSaveFailure(form, failure, { failed: SAVE_FAILED_MESSAGE, conflictFields: ['name'] });
            },
          },
        )
      }
      onInvalid={() => toast({ variant: 'destructive', title: 'Validation Error', description: 'Please check all fields for errors.' })}
    >
      <FormField label="Name" htmlFor={id('name')} error={error('name')}>
        <Input autoComplete="off" placeholder="Living Room" {...field('name')} />
      </FormField>
      <ImageField
        id={id('imageUrl')}
        label="Wall photo"
        hint="A straight-on photo of the room, the wall across its upper part. Upload it, or paste its address (https://…)."
        value={imageUrl ?? ''}
        onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        inputProps={field('imageUrl')}
        error={error('imageUrl')}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField
          label="Wall width (cm)"
          htmlFor={id('wallWidthCm')}
          hint="The real width the photo shows: artworks are drawn to scale."
          error={error('wallWidthCm')}
        >
          <Input type="number" inputMode="numeric" min={50} max={5000} step={1} {...field('wallWidthCm')} />
        </FormField>
        <FormField label="Room type" htmlFor={id('roomType')} error={error('roomType')}>
          <NativeSelect {...field('roomType')}>
            {ROOM_TYPES.map((type) => (
              <option key={type} value={type}>
                {ROOM_TYPE_LABELS[type]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Wall colour" htmlFor={id('wallColor')} hint="Shown while the photo loads." error={error('wallColor')}>
          <Input type="color" className="h-10 p-1" {...field('wallColor')} />
        </FormField>
      </div>
      <FormField label="Description" htmlFor={id('description')} error={error('description')}>
        <Textarea rows={2} {...field('description')} />
      </FormField>
      <FormSwitchRow
        control={form.control}
        name="isActive"
        fallback={true}
        id="room-active-switch"
        label="Shown on the art wall"
        hint="Switched off, the room stays here but visitors cannot choose it."
      />
      <FormSwitchRow
        control={form.control}
        name="isDefault"
        fallback={false}
        id="room-default-switch"
        label="Default room"
        hint="The room the art wall opens with; only one room is the default."
      />
    </DialogForm>
  );
}
