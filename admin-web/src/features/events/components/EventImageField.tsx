import { ImageOff, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { imageAddressProblem } from '@artshop/contracts';
import { Button, Input, Label, ProductImage, toast } from '@artshop/ui';
import { checkImageFiles } from '../../products/image-checks';
import { useUploadImage } from '../../products/hooks';
import { UPLOAD_STAGE_LABELS, UploadError, type UploadStage } from '../../products/upload';

/**
 * An event's picture: uploaded through the shop's three upload steps (as a product's pictures are),
 * or typed as an address. The address field is the value either way, so what is saved is what the
 * field shows; its error comes from the form's schema.
 */
export function EventImageField({
  id,
  value,
  onChange,
  error,
  onBusyChange,
}: {
  id: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  onBusyChange: (busy: boolean) => void;
}) {
  const fileId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<UploadStage>('idle');
  const [progress, setProgress] = useState(0);
  const upload = useUploadImage({ onStage: setStage, onProgress: setProgress });
  const busy = stage !== 'idle';
  const shown = value.trim() && !imageAddressProblem(value.trim()) ? value.trim() : null;

  const start = async (chosen: FileList | null) => {
    const files = Array.from(chosen ?? []);
    if (inputRef.current) inputRef.current.value = '';
    const problem = checkImageFiles(files);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    setProgress(0);
    onBusyChange(true);
    try {
      onChange(await upload.mutateAsync(files[0]!));
      toast({ variant: 'success', title: 'Upload successful', description: 'Image uploaded successfully!' });
    } catch (failure) {
      const { message, detail } = failure instanceof UploadError ? failure : new UploadError('Failed to upload file', null);
      toast({ variant: 'destructive', title: 'Upload failed', description: detail ? `${message}: ${detail}` : message });
    } finally {
      setStage('idle');
      onBusyChange(false);
    }
  };

  return (
    <div className="space-y-3" data-testid="event-image-field">
      <div className="flex items-start gap-4">
        <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
          {shown ? (
            <ProductImage src={shown} alt="The event's picture" width={96} height={96} className="size-24 object-cover" data-testid="event-image-preview" />
          ) : (
            <ImageOff className="size-6 text-muted-foreground" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={inputRef}
              id={fileId}
              type="file"
              accept="image/*"
              className="sr-only"
              disabled={busy}
              onChange={(event) => void start(event.target.files)}
              data-testid="event-image-file"
            />
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => inputRef.current?.click()}>
              {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
              {busy ? 'Uploading…' : 'Upload image'}
            </Button>
            {value ? (
              <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={() => onChange('')} data-testid="event-image-remove">
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            ) : null}
          </div>
          {busy ? (
            <p role="status" className="text-xs text-muted-foreground">
              {UPLOAD_STAGE_LABELS[stage]} {stage === 'sending' ? `${progress}%` : ''}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">JPEG, PNG, WebP, AVIF or GIF, up to 10 MB; or paste an address below.</p>
          )}
        </div>
      </div>
      <div className="space-y-2">
        <Label htmlFor={id}>Image address</Label>
        <Input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://… or uploaded above"
          value={value}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          data-testid="event-image-url"
        />
      </div>
    </div>
  );
}
