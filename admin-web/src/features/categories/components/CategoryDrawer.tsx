import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { categoryInputSchema, slugify, type CategoryFormValues, type CategoryInput, type CategoryWithCount } from '@artshop/contracts';
import { Input, Label, Switch, Textarea, getErrorMessage, toast } from '@artshop/ui';
import { FormField, fieldHelpers } from '../../../shared/components/FormField';
import { reportSaveFailure } from '../../../shared/server-errors';
import { useDeleteCategory, useSaveCategory } from '../hooks';
import { TermDrawer } from './TermDrawer';

function SwitchField({ control, name, label, hint }: { control: Control<CategoryFormValues>; name: 'isActive' | 'isFeatured'; label: string; hint: string }) {
  const id = `category-${name}`;
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            checked={field.value ?? false}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={`${id}-hint`}
            data-testid={`category-${name}`}
          />
        )}
      />
    </div>
  );
}

/** Add or edit a category; mounted afresh for each opening (the page gives it a new key). */
export function CategoryDrawer({ open, category, onOpenChange }: { open: boolean; category: CategoryWithCount | null; onOpenChange: (open: boolean) => void }) {
  const form = useForm<CategoryFormValues, unknown, CategoryInput>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
      isActive: category?.isActive ?? true,
      isFeatured: category?.isFeatured ?? false,
    },
  });
  const { field, error, id } = fieldHelpers(form, 'category');
  const name = useWatch({ control: form.control, name: 'name' });
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const editing = category !== null;

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: category?.id ?? null, input },
      {
        onSuccess: (saved) => {
          toast({ variant: 'success', title: editing ? 'Category updated' : 'Category added', description: `“${saved.name}” has been saved.` });
          onOpenChange(false);
        },
        onError: (failure) => {
          reportSaveFailure(form, failure, {
            failed: editing ? 'Failed to update category. Please try again.' : 'Failed to add category. Please try again.',
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
      title={editing ? 'Edit Category' : 'Add Category'}
      description="Categories group the shop's works and can appear in its navigation."
      saveLabel={editing ? 'Update Category' : 'Add Category'}
      saving={save.isPending}
      onSubmit={() => void submit()}
      deletion={
        category
          ? {
              title: 'Delete this category?',
              description: `“${category.name}” will be deleted. ${
                category.productCount === 0
                  ? 'No product is in it.'
                  : `Its ${category.productCount} ${category.productCount === 1 ? 'product stays' : 'products stay'} in the shop, without a category.`
              }`,
              pending: remove.isPending,
              run: () =>
                remove.mutate(category, {
                  onSuccess: () => {
                    toast({ variant: 'success', title: 'Category deleted', description: `“${category.name}” has been deleted.` });
                    onOpenChange(false);
                  },
                  onError: (failure) =>
                    toast({
                      variant: 'destructive',
                      title: 'Failed to delete category. Please try again.',
                      description: getErrorMessage(failure, '') || undefined,
                    }),
                }),
            }
          : undefined
      }
      data-testid="category-drawer"
    >
      <FormField label="Name" htmlFor={id('name')} error={error('name')}>
        <Input autoComplete="off" {...field('name')} />
      </FormField>
      <FormField label="Slug" htmlFor={id('slug')} hint="Used in the shop's addresses. Leave it blank to make it from the name." error={error('slug')}>
        <Input autoComplete="off" spellCheck={false} placeholder={slugify(name ?? '') || 'made-from-the-name'} {...field('slug')} />
      </FormField>
      <FormField label="Description" htmlFor={id('description')} error={error('description')}>
        <Textarea rows={4} {...field('description')} />
      </FormField>
      <SwitchField control={form.control} name="isActive" label="Show in Navigation" hint="Listed in the shop's menu." />
      <SwitchField control={form.control} name="isFeatured" label="Feature on Home Page" hint="Shown among the home page's categories." />
    </TermDrawer>
  );
}
