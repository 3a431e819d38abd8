import { useMutation } from '@tanstack/react-query';
import { ImageOff, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { useRef, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Button, Input, Label, ProductImage, toast } from '@artshop/ui';
import { checkImageFiles, type ImageProblem } from '../image-checks';
import { PLACEHOLDER_SRC } from '../paths';
import { UPLOAD_STAGE_LABELS, UploadError, uploadImage, type UploadStage } from '../upload';

/**
 * One picture of a settings page (the Bio photo, a background): a preview, 'Upload image' through the
 * product images' three steps, or its address typed in (an uploaded picture's /objects/… or an https
 * address; the page's schema checks it on save), and Remove. The address input is the form's own field.
 */
export function ImageField({
  id,
  label,
  hint,
  value,
  onChange,
  inputProps,
  error,
  disabled = false,
  accept = 'image/*',
  check,
}: {
  id: string;
  label: string;
  hint?: string;
  /** The address the form holds now. */
  value: string;
  /** Sets the form's value (after an upload, or Remove). */
  onChange: (url: string) => void;
  /** The registered address input's props (react-hook-form). */
  inputProps: InputHTMLAttributes<HTMLInputElement>;
  error?: ReactNode;
  disabled?: boolean;
  /** The file types the picker offers (e.g. 'image/png,image/jpeg' for a logo). */
  accept?: string;
  /** A field's own rule checked before anything is sent (a logo's 2 MB, a favicon's 32x32): why not, or null. */
  check?: (file: File) => Promise<ImageProblem | null>;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<UploadStage>('idle');
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(file, { onStage: setStage, onProgress: setProgress }),
    networkMode: 'always',
  });
  const busy = stage !== 'idle' || upload.isPending;

  const start = async (chosen: FileList | null) => {
    const files = Array.from(chosen ?? []);
    if (fileRef.current) fileRef.current.value = '';
    const problem = checkImageFiles(files) ?? (check ? await check(files[0]!) : null);
    if (problem) {
      toast({ variant: 'destructive', ...problem });
      return;
    }
    setProgress(0);
    try {
      onChange(await upload.mutateAsync(files[0]!));
      toast({ variant: 'success', title: 'Upload successful', description: 'Image uploaded successfully!' });
    } catch (failure) {
      const { message, detail } = failure instanceof UploadError ? failure : new UploadError('Failed to upload file', null);
      toast({ variant: 'destructive', title: 'Upload failed', description: detail ? `${message}: ${detail}` : message });
    } finally {
      setStage('idle');
    }
  };

  const shown = value.trim();
  return (
    <div className="space-y-2" data-testid={`image-field-${id}`}>
      <Label htmlFor={id}>{label}</Label>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-md border border-border bg-muted">
          {shown ? (
            <ProductImage src={shown} alt={`${label} (preview)`} fallbackSrc={PLACEHOLDER_SRC} width={112} height={112} className="size-full object-cover" />
          ) : (
            <ImageOff className="size-6 text-muted-foreground" aria-label="No image" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <Input id={id} type="url" inputMode="url" placeholder="/objects/… or https://…" disabled={disabled} {...inputProps} />
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={fileRef}
              type="file"
              accept={accept}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              disabled={disabled || busy}
              onChange={(event) => void start(event.target.files)}
              data-testid={`image-file-${id}`}
            />
            <Button type="button" variant="outline" size="sm" disabled={disabled || busy} onClick={() => fileRef.current?.click()}>
              {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
              {busy ? 'Uploading…' : 'Upload image'}
            </Button>
            {shown ? (
              <Button type="button" variant="ghost" size="sm" disabled={disabled || busy} onClick={() => onChange('')}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            ) : null}
            {busy ? (
              <span className="text-xs text-muted-foreground" role="status">
                {UPLOAD_STAGE_LABELS[stage]} {stage === 'sending' ? `${progress}%` : ''}
              </span>
            ) : null}
          </div>
          {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
          {error}
        </div>
      </div>
    </div>
  );
}
