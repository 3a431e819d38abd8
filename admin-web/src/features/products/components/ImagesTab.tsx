import { ImagePlus, Star, Trash2 } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ProductFormValues } from '@artshop/contracts';
import { Badge, Button, ProductImage, toast } from '@artshop/ui';
import { SortableList } from '../../../shared/components/SortableList';
import { PLACEHOLDER_SRC } from '../../../shared/paths';
import { ImageUploader } from './ImageUploader';
import { ImageUrlAdder } from './ImageUrlAdder';

/** The product's pictures: upload, add by address, reorder (the first is the main picture), remove. */
export function ImagesTab({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const form = useFormContext<ProductFormValues>();
  const images = useWatch({ control: form.control, name: 'images' }) ?? [];
  const imageErrors = form.formState.errors.images;
  const errorText = imageErrors?.message ?? imageErrors?.root?.message ?? (Array.isArray(imageErrors) ? imageErrors.find(Boolean)?.message : undefined);

  const setImages = (next: string[]) => form.setValue('images', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  // The list as it is now: an upload ends after its start's render, and whatever was added, removed or moved meanwhile must stay.
  const add = (url: string) => {
    const current = form.getValues('images') ?? [];
    if (current.includes(url)) {
      toast({ title: 'Already added', description: 'This image is already one of the product’s pictures.' });
      return;
    }
    setImages([...current, url]);
  };

  return (
    <div className="space-y-6">
      <ImageUploader onUploaded={add} onBusyChange={onBusyChange} />
      <ImageUrlAdder onAdd={add} />
      <section aria-labelledby="images-heading" className="space-y-3 border-t border-border pt-5">
        <div>
          <h3 id="images-heading" className="font-sans text-base font-semibold tracking-normal">
            Pictures ({images.length})
          </h3>
          <p className="text-sm text-muted-foreground">
            The first picture is the main one, shown on cards and first on the product page. Drag or use the arrows to reorder.
          </p>
        </div>
        {errorText ? (
          <p className="text-sm text-destructive" role="alert">
            {errorText}
          </p>
        ) : null}
        {images.length === 0 ? (
          <div
            className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border p-8 text-center text-sm text-muted-foreground"
            data-testid="no-images"
          >
            <ImagePlus className="size-6" aria-hidden="true" />
            No pictures yet.
          </div>
        ) : (
          <SortableList
            items={images}
            getId={(url) => url}
            describe={(_, index) => `image ${index + 1}`}
            onReorder={setImages}
            layout="grid"
            className="grid grid-cols-2 gap-3 sm:grid-cols-3"
            aria-label="Pictures, in order"
            data-testid="product-images"
            renderItem={(url, index, { handle, moveButtons }) => (
              <div className="overflow-hidden rounded-lg border border-border bg-card" data-testid="product-image" data-url={url}>
                <div className="relative aspect-square bg-muted">
                  <ProductImage
                    src={url}
                    alt={`Image ${index + 1}`}
                    fallbackSrc={PLACEHOLDER_SRC}
                    width={240}
                    height={240}
                    className="size-full object-cover"
                  />
                  {index === 0 ? (
                    <Badge className="absolute left-2 top-2 gap-1" data-testid="main-image-badge">
                      <Star className="size-3" aria-hidden="true" />
                      Main image
                    </Badge>
                  ) : null}
                </div>
                <div className="flex items-center justify-between gap-1 p-1">
                  {handle}
                  {moveButtons}
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="size-8 text-destructive hover:text-destructive"
                    aria-label={`Remove image ${index + 1}`}
                    onClick={() => setImages(images.filter((_, position) => position !== index))}
                    data-testid="remove-image"
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </div>
            )}
          />
        )}
      </section>
    </div>
  );
}
