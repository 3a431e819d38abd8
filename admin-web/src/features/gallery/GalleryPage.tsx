import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { GalleryItem } from '@artshop/contracts';
import { Badge, Button, ConfirmDialog, LoadError, ProductImage, Skeleton, Switch, cn, getErrorMessage, toast } from '@artshop/ui';
import { PageEnableSwitch } from '../../shared/components/PageEnableSwitch';
import { SortableList } from '../../shared/components/SortableList';
import { PLACEHOLDER_SRC } from '../../shared/paths';
import { usePageTitle } from '../../shared/title';
import { GalleryItemDialog, SAVE_FAILED_MESSAGE } from './components/GalleryItemDialog';
import { useDeleteGalleryItem, useGallery, useReorderGallery, useSetGalleryItemPublished } from './hooks';

const DELETE_FAILED_MESSAGE = 'Failed to delete gallery item. Please try again.';
const REORDER_FAILED_MESSAGE = 'Failed to reorder gallery items. Please try again.';

const detailsOf = (item: GalleryItem) => [item.year, item.medium, item.dimensions].filter((part) => part?.trim()).join(' · ');

type Mode = 'edit' | 'preview';

/** The gallery as visitors see it: the published works in order, without the manager's controls. */
function GalleryPreview({ items }: { items: readonly GalleryItem[] }) {
  const published = items.filter((item) => item.isPublished);
  if (!published.length) {
    return (
      <p className="rounded-lg border border-dashed border-border py-12 text-center text-sm text-muted-foreground" data-testid="gallery-preview-empty">
        No gallery items yet
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Gallery preview" data-testid="gallery-preview">
      {published.map((item) => (
        <li key={item.id} data-testid="preview-item">
          <ProductImage
            src={item.imageUrl}
            alt={item.title}
            fallbackSrc={PLACEHOLDER_SRC}
            width={400}
            height={500}
            className="aspect-[4/5] w-full rounded-lg object-cover"
          />
          <p className="mt-2 font-medium" data-testid="preview-title">
            {item.title}
          </p>
          {detailsOf(item) ? <p className="text-sm text-muted-foreground">{detailsOf(item)}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** Gallery manager: the works of the Gallery page, their order and whether each is shown. */
export function GalleryPage() {
  usePageTitle('Gallery');
  const gallery = useGallery();
  const publish = useSetGalleryItemPublished();
  const remove = useDeleteGalleryItem();
  const reorder = useReorderGallery();
  const [mode, setMode] = useState<Mode>('edit');
  const [dialog, setDialog] = useState<{ open: boolean; item: GalleryItem | null; opening: number }>({ open: false, item: null, opening: 0 });
  const [deleting, setDeleting] = useState<GalleryItem | null>(null);
  const show = (item: GalleryItem | null) => setDialog((current) => ({ open: true, item, opening: current.opening + 1 }));
  const items = gallery.data ?? [];

  const setPublished = (item: GalleryItem, isPublished: boolean) =>
    publish.mutate(
      { item, isPublished },
      {
        onSuccess: () =>
          toast({ variant: 'success', title: isPublished ? 'Gallery item published' : 'Gallery item saved as a draft', description: `“${item.title}”` }),
        onError: (error) => toast({ variant: 'destructive', title: SAVE_FAILED_MESSAGE, description: getErrorMessage(error, '') || undefined }),
      },
    );

  const saveOrder = (next: GalleryItem[]) =>
    reorder.mutate(next, {
      onSuccess: () => toast({ variant: 'success', title: 'Gallery reordered', description: 'The Gallery page shows the works in the new order.' }),
      onError: (error) => toast({ variant: 'destructive', title: REORDER_FAILED_MESSAGE, description: getErrorMessage(error, '') || undefined }),
    });

  const runDelete = (item: GalleryItem) =>
    remove.mutate(item, {
      onSuccess: () => {
        setDeleting(null);
        toast({ variant: 'success', title: 'Gallery item deleted', description: `“${item.title}”` });
      },
      onError: (error) => {
        setDeleting(null);
        toast({ variant: 'destructive', title: DELETE_FAILED_MESSAGE, description: getErrorMessage(error, '') || undefined });
      },
    });

  return (
    <div className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Gallery</h1>
          <p className="mt-2 text-muted-foreground">The works on the Gallery page, in the order shown there. Drafts are seen only here.</p>
        </div>
        <Button onClick={() => show(null)} data-testid="add-gallery-item">
          <Plus aria-hidden="true" />
          Add Item
        </Button>
      </div>
      <PageEnableSwitch page="gallery" />
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold">Works{gallery.data ? ` (${items.length})` : ''}</h2>
        <div className="inline-flex rounded-md border border-border p-0.5" role="group" aria-label="View">
          {(['edit', 'preview'] as const).map((option) => (
            <Button
              key={option}
              variant={mode === option ? 'secondary' : 'ghost'}
              size="sm"
              aria-pressed={mode === option}
              onClick={() => setMode(option)}
              data-testid={`gallery-mode-${option}`}
            >
              {option === 'edit' ? <Pencil aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {option === 'edit' ? 'Edit' : 'Preview'}
            </Button>
          ))}
        </div>
      </div>
      <div className="mt-4">
        {gallery.isLoading ? (
          <div role="status" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <span className="sr-only">Loading the gallery…</span>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-72 w-full" />
            ))}
          </div>
        ) : gallery.error ? (
          <LoadError what="the gallery" error={gallery.error} onRetry={() => void gallery.refetch()} />
        ) : mode === 'preview' ? (
          <GalleryPreview items={items} />
        ) : !items.length ? (
          <p className="rounded-lg border border-dashed border-border py-12 text-center text-sm text-muted-foreground" data-testid="no-gallery-items">
            No gallery items yet. Add one to show it on the Gallery page.
          </p>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground">Drag a work by its handle to move it, or use the arrows.</p>
            <SortableList
              items={items}
              getId={(item) => item.id}
              describe={(item) => item.title}
              onReorder={saveOrder}
              disabled={reorder.isPending}
              layout="grid"
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
              aria-label="Gallery items, in the Gallery page's order"
              data-testid="gallery-items"
              renderItem={(item, _index, { handle, moveButtons, dragging }) => (
                <div
                  className={cn('flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card', dragging && 'shadow-lg')}
                  data-testid="gallery-item"
                  data-item-id={item.id}
                >
                  <ProductImage
                    src={item.imageUrl}
                    alt=""
                    fallbackSrc={PLACEHOLDER_SRC}
                    width={400}
                    height={300}
                    className={cn('aspect-[4/3] w-full object-cover', !item.isPublished && 'opacity-60')}
                    data-testid="gallery-item-image"
                  />
                  <div className="flex flex-1 flex-col gap-2 p-3">
                    <div className="flex items-start justify-between gap-2">
                      <p className="min-w-0 font-medium" data-testid="gallery-item-title">
                        {item.title}
                      </p>
                      <Badge variant={item.isPublished ? 'success' : 'secondary'} data-testid="gallery-item-status">
                        {item.isPublished ? 'Published' : 'Draft'}
                      </Badge>
                    </div>
                    {detailsOf(item) ? <p className="text-xs text-muted-foreground">{detailsOf(item)}</p> : null}
                    <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2">
                      <div className="flex items-center">
                        {handle}
                        {moveButtons}
                      </div>
                      <div className="flex items-center gap-2">
                        <label htmlFor={`publish-${item.id}`} className="text-xs text-muted-foreground">
                          Published
                        </label>
                        <Switch
                          id={`publish-${item.id}`}
                          checked={item.isPublished}
                          onCheckedChange={(checked) => setPublished(item, checked)}
                          disabled={publish.isPending && publish.variables?.item.id === item.id}
                          data-testid="gallery-publish-switch"
                        />
                      </div>
                    </div>
                    <div className="flex items-center gap-1 border-t border-border pt-2">
                      <Button variant="ghost" size="sm" onClick={() => show(item)} data-testid="edit-gallery-item">
                        <Pencil aria-hidden="true" />
                        Edit<span className="sr-only"> {item.title}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-destructive hover:text-destructive"
                        onClick={() => setDeleting(item)}
                        data-testid="delete-gallery-item"
                      >
                        <Trash2 aria-hidden="true" />
                        Delete<span className="sr-only"> {item.title}</span>
                      </Button>
                    </div>
                  </div>
                </div>
              )}
            />
          </>
        )}
      </div>
      <GalleryItemDialog
        key={dialog.opening}
        open={dialog.open}
        item={dialog.item}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open, item: open ? current.item : null }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete gallery item?"
        description="Are you sure you want to delete this gallery item?"
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        destructive
        onConfirm={() => deleting && runDelete(deleting)}
        data-testid="delete-gallery-confirm"
      />
    </div>
  );
}
