import { Eye, Save } from 'lucide-react';
import { CAMPAIGN_WORKS_MAX, type CampaignDraft } from '@artshop/contracts';
import { Button, Input, Label, Switch, Textarea } from '@artshop/ui';
import { WorkPicker } from '../../../shared/components/WorkPicker';
import { CampaignImages } from './CampaignImages';

export type DraftFields = Required<CampaignDraft>;

function FieldError({ message }: { message: string | undefined }) {
  return message ? <p className="text-sm text-destructive">{message}</p> : null;
}

function ListSwitch({ id, label, checked, onChange }: { id: string; label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** What the artist writes: the subject, the text (Markdown), pictures, works as cards, and who gets it. */
export function CampaignForm({
  draft,
  onChange,
  errors,
  busy,
  onSave,
  onPreview,
}: {
  draft: DraftFields;
  onChange: (draft: DraftFields) => void;
  errors: Record<string, string>;
  busy: boolean;
  onSave: () => void;
  onPreview: () => void;
}) {
  const set = <K extends keyof DraftFields>(key: K, value: DraftFields[K]) => onChange({ ...draft, [key]: value });
  return (
    <form
      className="space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <div className="space-y-1">
        <Label htmlFor="campaign-subject">Subject</Label>
        <Input id="campaign-subject" value={draft.subject} onChange={(event) => set('subject', event.target.value)} aria-invalid={Boolean(errors.subject)} />
        <FieldError message={errors.subject} />
      </div>
      <div className="space-y-1">
        <Label htmlFor="campaign-text">Text</Label>
        <Textarea id="campaign-text" rows={10} value={draft.text} onChange={(event) => set('text', event.target.value)} aria-invalid={Boolean(errors.text)} />
        <p className="text-xs text-muted-foreground">
          Markdown: **bold**, *italic*, [a link](https://…), - a list, ## a heading. An empty line starts a new paragraph.
        </p>
        <FieldError message={errors.text} />
      </div>
      <CampaignImages images={draft.images} onChange={(images) => set('images', images)} />
      <FieldError message={errors.images} />
      <WorkPicker
        legend="Works shown as cards"
        max={CAMPAIGN_WORKS_MAX}
        testId="campaign-works"
        productIds={draft.productIds}
        onChange={(ids) => set('productIds', ids)}
      />
      <FieldError message={errors.productIds} />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Send to</legend>
        <ListSwitch
          id="campaign-to-newsletter"
          label="Newsletter subscribers (confirmed)"
          checked={draft.toNewsletter}
          onChange={(on) => set('toNewsletter', on)}
        />
        <ListSwitch id="campaign-to-mail-club" label="Mail Club members (active)" checked={draft.toMailClub} onChange={(on) => set('toMailClub', on)} />
        <FieldError message={errors.toNewsletter} />
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy} data-testid="save-campaign">
          <Save aria-hidden="true" />
          Save draft
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={onPreview} data-testid="preview-campaign">
          <Eye aria-hidden="true" />
          Preview
        </Button>
      </div>
    </form>
  );
}
