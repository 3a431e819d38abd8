import { LoaderCircle, Sparkles } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AI_NOT_CONFIGURED_MESSAGE, NO_IMAGE_MESSAGE, PRODUCT_STATUSES, type ProductFormValues } from '@artshop/contracts';
import { Button, Input, NativeSelect, Textarea, getErrorMessage, toast } from '@artshop/ui';
import { CheckboxField, FormField, fieldHelpers } from '../../../shared/components/FormField';
import { useAiStatus, useAnalyzeArtwork } from '../hooks';

const STATUS_LABELS: Record<(typeof PRODUCT_STATUSES)[number], string> = { active: 'Active', draft: 'Draft', archived: 'Archived' };

/** The fixed failure sentence, then the server's reason when it gave one ('The AI service could not be reached.'). */
function analysisFailure(error: unknown): string {
  const reason = getErrorMessage(error, '');
  return reason ? `Failed to analyze artwork. Please try again. ${reason}` : 'Failed to analyze artwork. Please try again.';
}

/**
 * 'Analyze with AI': the first image goes to POST /api/ai/analyze-artwork, and the suggested
 * title and description fill the form (the slug follows the name unless it was edited by hand).
 */
function AnalyzeWithAi({ onTitle }: { onTitle: (title: string) => void }) {
  const form = useFormContext<ProductFormValues>();
  const firstImage = useWatch({ control: form.control, name: 'images' })?.[0];
  const status = useAiStatus();
  const configured = status.data?.configured === true;

  const analyze = useAnalyzeArtwork({
    onSuccess: ({ title, description }) => {
      onTitle(title);
      form.setValue('description', description, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      toast({ variant: 'success', title: 'AI Analysis Complete', description: 'Title and description have been generated!' });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Analysis Failed', description: analysisFailure(error) }),
  });

  const run = () => {
    if (!firstImage) {
      toast({ variant: 'destructive', title: 'No Image', description: NO_IMAGE_MESSAGE });
      return;
    }
    analyze.mutate(firstImage);
  };

  return (
    <div className="rounded-lg border border-dashed border-border p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium">Title and description from the picture</p>
          <p className="text-xs text-muted-foreground">Uses the first image of the Images tab.</p>
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={run}
          disabled={!configured || analyze.isPending}
          aria-busy={analyze.isPending}
          aria-describedby={configured ? undefined : 'ai-status-note'}
          data-testid="analyze-with-ai"
        >
          {analyze.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
          {analyze.isPending ? 'Analyzing…' : 'Analyze with AI'}
        </Button>
      </div>
      {status.isLoading || configured ? null : (
        <p id="ai-status-note" className="mt-3 text-xs text-muted-foreground" data-testid="ai-status-note">
          {status.error ? 'AI analysis is unavailable right now: its settings could not be read.' : AI_NOT_CONFIGURED_MESSAGE}
        </p>
      )}
    </div>
  );
}

/** Name, slug, texts, status and the artwork's details. */
export function ContentTab({
  onNameChange,
  onSlugEdited,
  onAiTitle,
}: {
  onNameChange: (name: string) => void;
  onSlugEdited: (slug: string) => void;
  onAiTitle: (title: string) => void;
}) {
  const form = useFormContext<ProductFormValues>();
  const { field, error, id } = fieldHelpers(form, 'product');

  return (
    <div className="space-y-5">
      <FormField label="Name" htmlFor={id('name')} error={error('name')}>
        <Input autoComplete="off" {...field('name', { onChange: (event) => onNameChange(event.target.value) })} />
      </FormField>
      <FormField label="Slug" htmlFor={id('slug')} hint="Made from the name until you change it: lowercase letters, numbers and hyphens." error={error('slug')}>
        <Input autoComplete="off" spellCheck={false} {...field('slug', { onChange: (event) => onSlugEdited(event.target.value) })} />
      </FormField>
      <AnalyzeWithAi onTitle={onAiTitle} />
      <FormField label="Short description" htmlFor={id('shortDescription')} hint="One line for cards and previews." error={error('shortDescription')}>
        <Input {...field('shortDescription')} />
      </FormField>
      <FormField label="Description" htmlFor={id('description')} error={error('description')}>
        <Textarea rows={6} {...field('description')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Status" htmlFor={id('status')} hint="Only active products are shown in the shop." error={error('status')}>
          <NativeSelect {...field('status')}>
            {PRODUCT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <div className="space-y-3 sm:pt-7">
          <CheckboxField label="Featured" hint="Shown among the featured works." {...field('isFeatured')} />
          <CheckboxField label="Original artwork" hint="A one-of-a-kind piece." {...field('isOriginal')} />
        </div>
      </div>
      <fieldset className="space-y-5 border-t border-border pt-5">
        <legend className="pr-2 text-sm font-semibold">Artwork details</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Dimensions" htmlFor={id('dimensions')} error={error('dimensions')}>
            <Input placeholder="36 x 48 in" {...field('dimensions')} />
          </FormField>
          <FormField label="Medium" htmlFor={id('medium')} error={error('medium')}>
            <Input placeholder="Oil on canvas" {...field('medium')} />
          </FormField>
          <FormField label="Year" htmlFor={id('year')} error={error('year')}>
            <Input type="number" inputMode="numeric" min={1900} max={2100} step={1} {...field('year')} />
          </FormField>
          <FormField label="Rarity" htmlFor={id('rarity')} error={error('rarity')}>
            <Input placeholder="One of a kind" {...field('rarity')} />
          </FormField>
          <FormField label="Frame" htmlFor={id('frame')} error={error('frame')}>
            <Input placeholder="Unframed, gallery-wrapped" {...field('frame')} />
          </FormField>
          <FormField label="Authenticity" htmlFor={id('authenticity')} error={error('authenticity')}>
            <Input placeholder="Signed, with certificate" {...field('authenticity')} />
          </FormField>
        </div>
        <FormField label="Packaging" htmlFor={id('packaging')} error={error('packaging')}>
          <Textarea rows={2} {...field('packaging')} />
        </FormField>
      </fieldset>
    </div>
  );
}
