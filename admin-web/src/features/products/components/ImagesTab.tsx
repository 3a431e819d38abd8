import { ImagePlus, Link2, LoaderCircle, Star, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ProductFormValues } from '@artshop/contracts';
import { Badge, Button, Input, Label, ProductImage, toast } from '@artshop/ui';
import { SortableList } from '../../../shared/components/SortableList';
import { PLACEHOLDER_SRC } from '../../../shared/paths';
import { checkImageFiles, checkImageUrl } from '../../../shared/image-checks';
import { useUploadImage } from '../hooks';
import { UPLOAD_STAGE_LABELS, UploadError, type UploadStage } from '../../../shared/upload';

/**
 * Picks a picture and sends it through the three upload steps, with a progress bar. The preview
 * stays once the picture is in; a failure clears it.
 */
function ImageUploader({ onUploaded, onBusyChange }: { onUploaded: (url: string) => void; onBusyChange: (busy: boolean) => void }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<UploadStage>('idle');
  const [progress, setProgress] = useState(0);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadImage({ onStage: setStage, onProgress: setProgress });
  const busy = stage !== 'idle';

  // A blob: preview (the chosen file) is released when replaced or on leaving.
  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const start = async (chosen: FileList | null) => {
    // Copied first: clearing the input (so the same file can be chosen again) empties its FileList.
    const files = Array.from(chosen ?? []);
    if (inputRef.current) inputRef.current.value = '';
    const problem = checkImageFiles(files);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    const [file] = files;
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusyChange(true);
    try {
      const url = await upload.mutateAsync(file);
      setPreview(url);
      onUploaded(url);
      toast({ variant: 'success', title: 'Upload successful', description: 'Image uploaded successfully!' });
    } catch (error) {
      setPreview(null);
      const { message, detail } = error instanceof UploadError ? error : new UploadError('Failed to upload file', null);
      toast({ variant: 'destructive', title: 'Upload failed', description: detail ? `${message}: ${detail}` : message });
    } finally {
      setStage('idle');
      onBusyChange(false);
    }
  };

  return (
    <div className="space-y-3" data-testid="image-uploader" data-stage={stage}>
      <Label htmlFor={inputId}>Upload an image</Label>
      <div className="flex flex-wrap items-center gap-3">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          disabled={busy}
          onChange={(event) => void start(event.target.files)}
          data-testid="image-file-input"
        />
        <Button type="button" variant="outline" disabled={busy} onClick={() => inputRef.current?.click()}>
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
          {busy ? 'Uploading…' : 'Choose image'}
        </Button>
        <p className="text-xs text-muted-foreground">JPEG, PNG, WebP, AVIF or GIF, up to 10 MB.</p>
      </div>
      {preview ? (
        <div className="flex items-center gap-4 rounded-lg border border-border p-3" data-testid="upload-panel">
          <img
            src={preview}
            alt={busy ? 'The image being uploaded' : 'The image just uploaded'}
            className="size-16 shrink-0 rounded object-cover"
            data-testid="upload-preview"
          />
          <div className="min-w-0 flex-1 space-y-2">
            <p className="text-sm" role="status" data-testid="upload-status">
              {busy ? UPLOAD_STAGE_LABELS[stage] : 'Uploaded and added to the pictures below.'}
            </p>
            <div
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={progress}
              className="h-2 overflow-hidden rounded-full bg-muted"
              data-testid="upload-progress"
            >
              <div className="h-full bg-primary transition-[width] motion-reduce:transition-none" style={{ width: `${progress}%` }} />
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** 'Add image by URL': an https address or a picture the shop stores (/objects/…), the product's own image rule. */
function ImageUrlAdder({ onAdd }: { onAdd: (url: string) => void }) {
  const inputId = useId();
  const [url, setUrl] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const value = url.trim();
    const refused = checkImageUrl(value);
    setProblem(refused);
    if (refused) return;
    onAdd(value);
    setUrl('');
  };
  return (
    <div className="space-y-2">
      <Label htmlFor={inputId}>Image address</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          placeholder="https://…"
          value={url}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-error` : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            // Enter adds the image rather than submitting the whole product form.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (url.trim()) add();
            }
          }}
          data-testid="image-url-input"
        />
        <Button type="button" variant="outline" onClick={add} disabled={!url.trim()} data-testid="add-image-url">
          <Link2 aria-hidden="true" />
          Add image by URL
        </Button>
      </div>
      {problem ? (
        <p id={`${inputId}-error`} className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

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
