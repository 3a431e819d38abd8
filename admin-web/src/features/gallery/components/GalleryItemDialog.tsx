import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { GALLERY_REQUIRED_MESSAGE, galleryItemInputSchema, type GalleryItem, type GalleryItemFormValues, type GalleryItemInput } from '@artshop/contracts';
import { Input, Textarea, toast } from '@artshop/ui';
import { DialogForm } from '../../../shared/components/DialogForm';
import { FormField, fieldHelpers } from '../../../shared/components/FormField';
import { ImageField } from '../../../shared/components/ImageField';
import { FormSwitchRow } from '../../../shared/components/SwitchRow';
import { reportSaveFailure } from '../../../shared/server-errors';
import { useSaveGalleryItem } from '../hooks';

export const SAVE_FAILED_MESSAGE = 'Failed to save gallery item. Please try again.';

const formValues = (item: GalleryItem | null): GalleryItemFormValues => ({
  title: item?.title ?? '',
  description: item?.description ?? '',
  imageUrl: item?.imageUrl ?? '',
  year: item?.year ?? '',
  medium: item?.medium ?? '',
  dimensions: item?.dimensions ?? '',
  isPublished: item?.isPublished ?? true,
});

/**
 * Add a gallery item (none given) or edit one: every field, checked by the same schema as the content
 * service, messages under the fields; a missing title or picture is the 'Title and image are
 * required' alert. Mounted afresh for each opening (the page gives it a new key).
 */
export function GalleryItemDialog({ open, item, onOpenChange }: { open: boolean; item: GalleryItem | null; onOpenChange: (open: boolean) => void }) {
  const editing = item !== null;
  const form = useForm<GalleryItemFormValues, unknown, GalleryItemInput>({ resolver: zodResolver(galleryItemInputSchema), defaultValues: formValues(item) });
  const { field, error, id } = fieldHelpers(form, 'gallery');
  const save = useSaveGalleryItem();
  const imageUrl = useWatch({ control: form.control, name: 'imageUrl' });
  const busy = save.isPending;

  return (
    <DialogForm
      form={form}
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={editing ? 'Edit Gallery Item' : 'Add Gallery Item'}
      description={editing ? `Changes to “${item.title}” show on the Gallery page once saved.` : 'A new work for the Gallery page, added at its end.'}
      name="gallery"
      saveLabel={editing ? 'Update Item' : 'Add Item'}
      onValid={
        // The grid's order is kept: an edit does not send a position.
        ({ sortOrder: _sortOrder, ...input }) =>
          save.mutate(
            { id: item?.id ?? null, input },
            {
              onSuccess: (saved) => {
                toast({
                  variant: 'success',
                  title: editing ? 'Gallery item updated' : 'Gallery item added',
                  description: saved.isPublished ? 'It is on the Gallery page.' : 'Saved as a draft: only you see it.',
                });
                onOpenChange(false);
              },
              onError: (failure) => {
                reportSaveFailure(form, failure, { failed: SAVE_FAILED_MESSAGE, conflictFields: ['title', 'imageUrl'] });
              },
            },
          )
      }
      onInvalid={(errors) =>
        toast({
          variant: 'destructive',
          title: errors.title || errors.imageUrl ? GALLERY_REQUIRED_MESSAGE : 'Validation Error',
          description: 'Please check all fields for errors.',
        })
      }
    >
      <FormField label="Title" htmlFor={id('title')} error={error('title')}>
        <Input autoComplete="off" {...field('title')} />
      </FormField>
      <ImageField
        id={id('imageUrl')}
        label="Image"
        hint="Upload a picture, or paste its address (https://…)."
        value={imageUrl ?? ''}
        onChange={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
        inputProps={field('imageUrl')}
        error={error('imageUrl')}
      />
      <FormField label="Description" htmlFor={id('description')} error={error('description')}>
        <Textarea rows={3} {...field('description')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField label="Year" htmlFor={id('year')} error={error('year')}>
          <Input autoComplete="off" inputMode="numeric" placeholder="2025" {...field('year')} />
        </FormField>
        <FormField label="Medium" htmlFor={id('medium')} error={error('medium')}>
          <Input autoComplete="off" placeholder="Oil on canvas" {...field('medium')} />
        </FormField>
        <FormField label="Dimensions" htmlFor={id('dimensions')} error={error('dimensions')}>
          <Input autoComplete="off" placeholder="24 x 36 in" {...field('dimensions')} />
        </FormField>
      </div>
      <FormSwitchRow
        control={form.control}
        name="isPublished"
        fallback={true}
        id="gallery-published-switch"
        label="Published"
        hint="Published works show on the Gallery page; drafts only here."
      />
    </DialogForm>
  );
}
