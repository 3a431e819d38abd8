import { ArrowLeft, Save, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DROP_EARLY_ACCESS_MAX_HOURS, DROP_WORKS_MAX, type Drop } from '@artshop/contracts';
import { Button, ConfirmDialog, Input, Label, LoadError, NativeSelect, Skeleton, Textarea, getErrorMessage, getFieldErrors, toast } from '@artshop/ui';
import { useBusinessSettings } from '../../../shared/business-settings';
import { UnsavedChangesGuard } from '../../../shared/components/UnsavedChanges';
import { ImageField } from '../../../shared/components/ImageField';
import { WorkPicker } from '../../../shared/components/WorkPicker';
import { fromZoneInput, toZoneInput } from '../../../shared/local-time';
import { useDeleteDrop, useSaveDrop } from '../hooks';

interface Fields {
  name: string;
  slug: string;
  story: string;
  coverImage: string | null;
  /** As the datetime-local input holds it, in the shop's time zone. */
  releaseAt: string;
  earlyAccessHours: string;
  productIds: string[];
  status: 'draft' | 'scheduled';
}

const fieldsOf = (drop: Drop | null, timeZone: string): Fields => ({
  name: drop?.name ?? '',
  slug: drop?.slug ?? '',
  story: drop?.story ?? '',
  coverImage: drop?.coverImage ?? null,
  releaseAt: drop ? toZoneInput(drop.releaseAt, timeZone) : '',
  earlyAccessHours: drop?.earlyAccessHours ? String(drop.earlyAccessHours) : '',
  productIds: drop?.productIds ?? [],
  status: drop?.status === 'draft' ? 'draft' : 'scheduled',
});

function FieldError({ message }: { message: string | undefined }) {
  return message ? <p className="text-sm text-destructive">{message}</p> : null;
}

/**
 * A new drop or a change. Its release time is entered and shown in the shop's time zone (Business Settings),
 * whatever the browser's: the form waits for the settings, so it never starts in another zone.
 */
export function DropForm({ drop, onDone }: { drop: Drop | null; onDone: () => void }) {
  const settings = useBusinessSettings();
  if (settings.isPending)
    return (
      <div className="max-w-3xl space-y-3" data-testid="drop-form-loading">
        <Skeleton className="h-8 w-48" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (settings.isError) return <LoadError what="the shop's time zone" error={settings.error} onRetry={() => void settings.refetch()} />;
  return <DropFields drop={drop} onDone={onDone} timeZone={settings.data.timeZone} />;
}

/** The form itself: its name, story, cover, works, release time (in `timeZone`), members' early access and status. */
function DropFields({ drop, onDone, timeZone }: { drop: Drop | null; onDone: () => void; timeZone: string }) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(drop, timeZone));
  const [saved, setSaved] = useState<Fields>(() => fieldsOf(drop, timeZone));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [deleting, setDeleting] = useState(false);
  const save = useSaveDrop();
  const remove = useDeleteDrop();
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => setFields((before) => ({ ...before, [key]: value }));

  const submit = async () => {
    try {
      await save.mutateAsync({
        id: drop?.id ?? null,
        form: {
          ...fields,
          releaseAt: fromZoneInput(fields.releaseAt, timeZone),
          earlyAccessHours: fields.earlyAccessHours === '' ? null : fields.earlyAccessHours,
        },
      });
      setSaved(fields);
      toast({ title: drop ? 'Drop saved' : 'Drop created' });
      onDone();
    } catch (error) {
      setErrors(getFieldErrors(error));
      toast({ variant: 'destructive', title: 'The drop was not saved', description: getErrorMessage(error, 'Please try again.') });
    }
  };

  return (
    <div className="max-w-3xl space-y-6">
      <UnsavedChangesGuard dirty={JSON.stringify(fields) !== JSON.stringify(saved)} />
      <button type="button" onClick={onDone} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Drops
      </button>
      <h1 className="text-2xl font-semibold">{drop ? drop.name : 'New drop'}</h1>
      <form
        className="space-y-6"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="space-y-1">
          <Label htmlFor="drop-name">Name</Label>
          <Input id="drop-name" value={fields.name} onChange={(event) => set('name', event.target.value)} aria-invalid={Boolean(errors.name)} />
          <FieldError message={errors.name} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="drop-slug">Address</Label>
          <Input id="drop-slug" value={fields.slug} placeholder="made from the name" onChange={(event) => set('slug', event.target.value)} />
          <p className="text-xs text-muted-foreground">{`The drop's page: /drops/${fields.slug || '…'}`}</p>
          <FieldError message={errors.slug} />
        </div>
        <div className="space-y-1">
          <Label htmlFor="drop-story">Story</Label>
          <Textarea id="drop-story" rows={6} value={fields.story} onChange={(event) => set('story', event.target.value)} />
          <FieldError message={errors.story} />
        </div>
        <ImageField
          id="drop-cover"
          label="Cover image"
          hint="Shown at the top of the drop's page and in shared links. Upload it, or paste its address (https://…)."
          value={fields.coverImage ?? ''}
          onChange={(url) => set('coverImage', url || null)}
          inputProps={{ value: fields.coverImage ?? '', onChange: (event) => set('coverImage', event.target.value || null) }}
          error={errors.coverImage}
        />
        <WorkPicker
          legend="Works in this drop"
          max={DROP_WORKS_MAX}
          testId="drop-works"
          productIds={fields.productIds}
          onChange={(ids) => set('productIds', ids)}
        />
        <FieldError message={errors.productIds} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor="drop-release-at">{`Opens (${timeZone})`}</Label>
            <Input
              id="drop-release-at"
              type="datetime-local"
              value={fields.releaseAt}
              onChange={(event) => set('releaseAt', event.target.value)}
              aria-invalid={Boolean(errors.releaseAt)}
            />
            <p className="text-xs text-muted-foreground" data-testid="drop-time-zone">{`The shop's time zone: ${timeZone} (Business Settings)`}</p>
            <FieldError message={errors.releaseAt} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="drop-early-access">Mail Club members' early access (hours before)</Label>
            <Input
              id="drop-early-access"
              type="number"
              min={1}
              max={DROP_EARLY_ACCESS_MAX_HOURS}
              placeholder="none"
              value={fields.earlyAccessHours}
              onChange={(event) => set('earlyAccessHours', event.target.value)}
              aria-invalid={Boolean(errors.earlyAccessHours)}
            />
            <FieldError message={errors.earlyAccessHours} />
          </div>
        </div>
        {drop?.status === 'released' ? (
          <p className="text-sm text-muted-foreground">Released: its works are on sale.</p>
        ) : (
          <div className="space-y-1">
            <Label htmlFor="drop-status">Status</Label>
            <NativeSelect id="drop-status" value={fields.status} onChange={(event) => set('status', event.target.value as Fields['status'])}>
              <option value="scheduled">Scheduled: its works are shown as coming and go on sale when it opens</option>
              <option value="draft">Draft: not shown, nothing held back</option>
            </NativeSelect>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending} data-testid="save-drop">
            <Save aria-hidden="true" />
            Save
          </Button>
          {drop ? (
            <Button type="button" variant="outline" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          ) : null}
        </div>
      </form>
      {drop ? (
        <ConfirmDialog
          open={deleting}
          onOpenChange={setDeleting}
          title={`Delete “${drop.name}”?`}
          description="Its works stay in the shop and go on sale at once if they were waiting for it."
          confirmLabel="Delete"
          onConfirm={async () => {
            await remove.mutateAsync(drop.id);
            onDone();
          }}
        />
      ) : null}
    </div>
  );
}
