import { Link } from 'react-router-dom';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ProductFormValues } from '@artshop/contracts';
import { LoadError, NativeSelect, Skeleton, cn, useCategories } from '@artshop/ui';
import { FormField, fieldHelpers } from '../../../shared/components/FormField';
import { useTags } from '../../../shared/tags';

/** The product's category (one) and tags (any number). */
export function CategoriesTab() {
  const form = useFormContext<ProductFormValues>();
  const { field, error, id } = fieldHelpers(form, 'product');
  const categories = useCategories();
  const tags = useTags();
  const chosen = useWatch({ control: form.control, name: 'tags' }) ?? [];

  const toggleTag = (tagId: string, on: boolean) =>
    form.setValue('tags', on ? [...chosen, tagId] : chosen.filter((value) => value !== tagId), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });

  return (
    <div className="space-y-6">
      <FormField
        label="Category"
        htmlFor={id('categoryId')}
        hint={
          <>
            Categories are managed under{' '}
            <Link to="/categories" className="underline underline-offset-2">
              Categories &amp; Tags
            </Link>
            .
          </>
        }
        error={error('categoryId')}
      >
        {categories.isLoading ? (
          <Skeleton className="h-10 w-full" />
        ) : categories.error ? (
          <LoadError what="the categories" error={categories.error} onRetry={() => void categories.refetch()} />
        ) : (
          <NativeSelect {...field('categoryId')}>
            <option value="">No category</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <fieldset className="space-y-3" aria-describedby={error('tags') ? `${id('tags')}-error` : undefined}>
        <legend className="text-sm font-medium">Tags</legend>
        {tags.isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : tags.error ? (
          <LoadError what="the tags" error={tags.error} onRetry={() => void tags.refetch()} />
        ) : tags.data?.length ? (
          <ul className="flex flex-wrap gap-2" data-testid="tag-options">
            {tags.data.map((tag) => {
              const checked = chosen.includes(tag.id);
              return (
                <li key={tag.id}>
                  <label
                    className={cn(
                      'inline-flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                      checked ? 'border-primary bg-primary text-primary-foreground' : 'border-border hover:bg-muted',
                    )}
                  >
                    <input type="checkbox" className="sr-only" checked={checked} onChange={(event) => toggleTag(tag.id, event.target.checked)} />
                    {tag.name}
                  </label>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">
            No tags yet: add them under{' '}
            <Link to="/categories" className="underline underline-offset-2">
              Categories &amp; Tags
            </Link>
            .
          </p>
        )}
        {error('tags')}
      </fieldset>
    </div>
  );
}
