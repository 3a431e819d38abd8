import { useMutation } from '@tanstack/react-query';
import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { CAMPAIGN_IMAGES_MAX } from '@artshop/contracts';
import { Button, ProductImage, toast } from '@artshop/ui';
import { checkImageFiles } from '../../../shared/image-checks';
import { UPLOAD_STAGE_LABELS, UploadError, uploadImage, type UploadStage } from '../../../shared/upload';

/** The campaign's pictures, shown under its text: uploaded as the other screens upload, each removable. */
export function CampaignImages({ images, onChange }: { images: string[]; onChange: (images: string[]) => void }) {
  const fileRef = useRef<HTMLInputElement>(null);
  const [stage, setStage] = useState<UploadStage>('idle');
  const upload = useMutation({ mutationFn: (file: File) => uploadImage(file, { onStage: setStage, onProgress: () => {} }), networkMode: 'always' });

  const start = async (chosen: FileList | null) => {
    const files = Array.from(chosen ?? []);
    if (fileRef.current) fileRef.current.value = '';
    const problem = checkImageFiles(files);
    if (problem) return toast({ variant: 'destructive', ...problem });
    try {
      onChange([...images, await upload.mutateAsync(files[0]!)]);
    } catch (error) {
      const description = error instanceof UploadError ? (error.detail ?? error.message) : 'Please try again.';
      toast({ variant: 'destructive', title: 'The picture was not uploaded', description });
    } finally {
      setStage('idle');
    }
  };

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Pictures</legend>
      {images.length > 0 && (
        <ul className="flex flex-wrap gap-3" data-testid="campaign-images">
          {images.map((url) => (
            <li key={url} className="relative">
              <ProductImage src={url} alt="" width={96} height={96} className="size-24 rounded-md border border-border object-cover" />
              <Button type="button" variant="outline" size="sm" className="mt-1 w-24" onClick={() => onChange(images.filter((other) => other !== url))}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <input ref={fileRef} type="file" accept="image/*" className="sr-only" id="campaign-image-file" onChange={(event) => void start(event.target.files)} />
      <Button type="button" variant="outline" disabled={upload.isPending || images.length >= CAMPAIGN_IMAGES_MAX} onClick={() => fileRef.current?.click()}>
        {upload.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ImagePlus aria-hidden="true" />}
        {upload.isPending ? UPLOAD_STAGE_LABELS[stage] || 'Uploading…' : 'Add a picture'}
      </Button>
    </fieldset>
  );
}
