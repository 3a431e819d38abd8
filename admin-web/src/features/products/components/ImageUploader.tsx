import { LoaderCircle, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, Label, toast } from '@artshop/ui';
import { checkImageFiles } from '../../../shared/image-checks';
import { UPLOAD_STAGE_LABELS, UploadError, type UploadStage } from '../../../shared/upload';
import { useUploadImage } from '../hooks';

/**
 * Picks a picture and sends it through the three upload steps, with a progress bar. The preview
 * stays once the picture is in; a failure clears it.
 */
export function ImageUploader({ onUploaded, onBusyChange }: { onUploaded: (url: string) => void; onBusyChange: (busy: boolean) => void }) {
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
