import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button, Input, Label } from '@artshop/ui';
import { checkImageUrl } from '../../../shared/image-checks';

/** 'Add image by URL': an https address or a picture the shop stores (/objects/…), the product's own image rule. */
export function ImageUrlAdder({ onAdd }: { onAdd: (url: string) => void }) {
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
