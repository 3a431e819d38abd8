import { Pencil, Plus, Tags } from 'lucide-react';
import { useState } from 'react';
import { categoryPath, type CategoryWithCount, type TagWithCount } from '@artshop/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  LoadError,
  Skeleton,
  Switch,
  cn,
  getErrorMessage,
  toast,
  useCategories,
} from '@artshop/ui';
import { SortableList } from '../../shared/components/SortableList';
import { usePageTitle } from '../../shared/title';
import { CategoryDrawer } from './components/CategoryDrawer';
import { TagDrawer } from './components/TagDrawer';
import { useReorderCategories, useToggleCategoryNavigation } from './hooks';
import { useTags } from '../../shared/tags';

const productCount = (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`;

/**
 * Which drawer is open: `item` null means adding. `opening` changes with every opening, so the
 * drawer's form starts afresh each time.
 */
interface DrawerState<T> {
  open: boolean;
  item: T | null;
  opening: number;
}

function useDrawer<T>() {
  const [state, setState] = useState<DrawerState<T>>({ open: false, item: null, opening: 0 });
  return {
    ...state,
    show: (item: T | null) => setState((current) => ({ open: true, item, opening: current.opening + 1 })),
    setOpen: (open: boolean) => setState((current) => ({ ...current, open })),
  };
}

function ListSkeleton({ rows, label }: { rows: number; label: string }) {
  return (
    <div role="status" className="space-y-2">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-14 w-full" />
      ))}
    </div>
  );
}

function CategoriesSection({ onEdit }: { onEdit: (category: CategoryWithCount | null) => void }) {
  const categories = useCategories();
  const reorder = useReorderCategories();
  const toggle = useToggleCategoryNavigation();

  const saveOrder = (next: CategoryWithCount[]) =>
    reorder.mutate(next, {
      onSuccess: () => toast({ variant: 'success', title: 'Categories reordered', description: 'The shop shows the categories in the new order.' }),
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Failed to reorder categories. Please try again.', description: getErrorMessage(error, '') || undefined }),
    });

  const setNavigation = (category: CategoryWithCount, isActive: boolean) =>
    toggle.mutate(
      { category, isActive },
      {
        onSuccess: (saved) =>
          toast({
            variant: 'success',
            title: 'Category updated',
            description: saved.isActive ? `“${saved.name}” is shown in the navigation.` : `“${saved.name}” is hidden from the navigation.`,
          }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Failed to update category. Please try again.', description: getErrorMessage(error, '') || undefined }),
      },
    );

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div>
          <CardTitle className="font-sans text-lg tracking-normal">Categories</CardTitle>
          <CardDescription>Drag to set the order of the shop's navigation, or use the arrows.</CardDescription>
        </div>
        <Button size="sm" onClick={() => onEdit(null)} data-testid="add-category">
          <Plus aria-hidden="true" />
          Add Category
        </Button>
      </CardHeader>
      <CardContent>
        {categories.isLoading ? (
          <ListSkeleton rows={4} label="Loading categories…" />
        ) : categories.error ? (
          <LoadError what="the categories" error={categories.error} onRetry={() => void categories.refetch()} />
        ) : !categories.data?.length ? (
          <p className="py-8 text-center text-sm text-muted-foreground" data-testid="no-categories">
            No categories yet.
          </p>
        ) : (
          <SortableList
            items={categories.data}
            getId={(category) => category.id}
            describe={(category) => category.name}
            onReorder={saveOrder}
            disabled={reorder.isPending}
            className="divide-y divide-border rounded-lg border border-border"
            aria-label="Categories, in navigation order"
            data-testid="category-list"
            renderItem={(category, _index, { handle, moveButtons, dragging }) => (
              <div
                className={cn('flex flex-wrap items-center gap-x-3 gap-y-2 bg-card px-2 py-2 sm:flex-nowrap', dragging && 'shadow-lg')}
                data-testid="category-row"
                data-category-id={category.id}
              >
                {handle}
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium" data-testid="category-name">
                    {category.name}
                  </p>
                  <p className="truncate text-xs text-muted-foreground">
                    {/* The page the storefront shows it on (the header links there), opened beside the admin. */}
                    <a
                      href={categoryPath(category)}
                      target="_blank"
                      rel="noopener"
                      className="rounded underline-offset-2 hover:text-foreground hover:underline"
                      data-testid="category-slug"
                    >
                      {categoryPath(category)}
                      <span className="sr-only"> (opens the shop in a new tab)</span>
                    </a>{' '}
                    · <span data-testid="category-count">{productCount(category.productCount)}</span>
                    {category.isFeatured ? (
                      <Badge variant="accent" className="ml-2 px-1.5 py-0 text-[10px]">
                        Home page
                      </Badge>
                    ) : null}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <label htmlFor={`nav-${category.id}`} className="text-xs text-muted-foreground">
                    Show in Navigation
                  </label>
                  <Switch
                    id={`nav-${category.id}`}
                    checked={category.isActive}
                    onCheckedChange={(checked) => setNavigation(category, checked)}
                    disabled={toggle.isPending && toggle.variables?.category.id === category.id}
                    data-testid="category-nav-switch"
                  />
                </div>
                {moveButtons}
                <Button variant="ghost" size="sm" onClick={() => onEdit(category)} data-testid="edit-category">
                  <Pencil aria-hidden="true" />
                  Edit<span className="sr-only"> {category.name}</span>
                </Button>
              </div>
            )}
          />
        )}
      </CardContent>
    </Card>
  );
}

function TagsSection({ onEdit }: { onEdit: (tag: TagWithCount | null) => void }) {
  const tags = useTags();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div>
          <CardTitle className="font-sans text-lg tracking-normal">Tags</CardTitle>
          <CardDescription>Themes, colours and series across categories. Choose a tag to edit it.</CardDescription>
        </div>
        <Button size="sm" variant="outline" onClick={() => onEdit(null)} data-testid="add-tag">
          <Plus aria-hidden="true" />
          Add Tag
        </Button>
      </CardHeader>
      <CardContent>
        {tags.isLoading ? (
          <ListSkeleton rows={1} label="Loading tags…" />
        ) : tags.error ? (
          <LoadError what="the tags" error={tags.error} onRetry={() => void tags.refetch()} />
        ) : !tags.data?.length ? (
          <p className="py-8 text-center text-sm text-muted-foreground">No tags yet.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label="Tags" data-testid="tag-cloud">
            {tags.data.map((tag) => (
              <li key={tag.id}>
                <button
                  type="button"
                  onClick={() => onEdit(tag)}
                  className="inline-flex items-center gap-2 rounded-full border border-border bg-secondary px-3 py-1 text-sm text-secondary-foreground transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                  data-testid="tag-badge"
                >
                  <Tags className="size-3.5" aria-hidden="true" />
                  {tag.name}
                  <span className="text-xs text-muted-foreground" aria-label={productCount(tag.productCount)}>
                    {tag.productCount}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Categories & Tags. */
export function CategoriesPage() {
  usePageTitle('Categories & Tags');
  const categoryDrawer = useDrawer<CategoryWithCount>();
  const tagDrawer = useDrawer<TagWithCount>();

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-semibold">Categories &amp; Tags</h1>
      <p className="mt-2 text-muted-foreground">How the shop's works are grouped and found.</p>
      <div className="mt-8 space-y-6">
        <CategoriesSection onEdit={categoryDrawer.show} />
        <TagsSection onEdit={tagDrawer.show} />
      </div>
      <CategoryDrawer
        key={`category-${categoryDrawer.opening}`}
        open={categoryDrawer.open}
        category={categoryDrawer.item}
        onOpenChange={categoryDrawer.setOpen}
      />
      <TagDrawer key={`tag-${tagDrawer.opening}`} open={tagDrawer.open} tag={tagDrawer.item} onOpenChange={tagDrawer.setOpen} />
    </div>
  );
}
