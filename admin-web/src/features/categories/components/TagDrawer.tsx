import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { slugify, tagInputSchema, type TagFormValues, type TagInput, type TagWithCount } from '@artshop/contracts';
import { Input, getErrorMessage, toast } from '@artshop/ui';
import { FormField, fieldHelpers } from '../../../shared/components/FormField';
import { reportSaveFailure } from '../../../shared/server-errors';
import { useDeleteTag, useSaveTag } from '../hooks';
import { TermDrawer } from './TermDrawer';

/** Add or edit a tag; mounted afresh for each opening (the page gives it a new key). */
export function TagDrawer({ open, tag, onOpenChange }: { open: boolean; tag: TagWithCount | null; onOpenChange: (open: boolean) => void }) {
  const form = useForm<TagFormValues, unknown, TagInput>({
    resolver: zodResolver(tagInputSchema),
    defaultValues: { name: tag?.name ?? '', slug: tag?.slug ?? '' },
  });
  const { field, error, id } = fieldHelpers(form, 'tag');
  const name = useWatch({ control: form.control, name: 'name' });
  const save = useSaveTag();
  const remove = useDeleteTag();
  const editing = tag !== null;

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: tag?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast({ variant: 'success', title: editing ? 'Tag updated' : 'Tag added', description: `“${saved.name}” has been saved.` });
          onOpenChange(false);
        },
        onError: (failure) => {
          reportSaveFailure(form, failure, {
            failed: editing ? 'Failed to update tag. Please try again.' : 'Failed to add tag. Please try again.',
            conflictFields: ['name', 'slug'],
          });
        },
      },
    ),
  );

  return (
    <TermDrawer
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Tag' : 'Add Tag'}
      description="Tags describe works across categories (a theme, a colour, a series)."
      saveLabel={editing ? 'Update Tag' : 'Add Tag'}
      saving={save.isPending}
      onSubmit={() => void submit()}
      deletion={
        tag
          ? {
              title: 'Delete this tag?',
              description: `“${tag.name}” will be deleted${tag.productCount > 0 ? ` and taken off its ${tag.productCount} ${tag.productCount === 1 ? 'product' : 'products'}` : ''}.`,
              pending: remove.isPending,
              run: () =>
                remove.mutate(tag, {
                  onSuccess: () => {
                    toast({ variant: 'success', title: 'Tag deleted', description: `“${tag.name}” has been deleted.` });
                    onOpenChange(false);
                  },
                  onError: (failure) =>
                    toast({ variant: 'destructive', title: 'Failed to delete tag. Please try again.', description: getErrorMessage(failure, '') || undefined }),
                }),
            }
          : undefined
      }
      data-testid="tag-drawer"
    >
      <FormField label="Name" htmlFor={id('name')} error={error('name')}>
        <Input autoComplete="off" {...field('name')} />
      </FormField>
      <FormField label="Slug" htmlFor={id('slug')} hint="Leave it blank to make it from the name." error={error('slug')}>
        <Input autoComplete="off" spellCheck={false} placeholder={slugify(name ?? '') || 'made-from-the-name'} {...field('slug')} />
      </FormField>
    </TermDrawer>
  );
}
