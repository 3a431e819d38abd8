import { ExternalLink, LoaderCircle, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Skeleton, buttonClasses, getErrorMessage } from '@artshop/ui';
import { reportInvalidForm } from '../server-errors';
import type { SettingsFormFrame } from '../useSettingsForm';
import { UnsavedChangesGuard } from './UnsavedChanges';

/*
 * The parts every settings screen (contact page, business…) has in common: its title, its cards, the
 * loading and failed states of its document, and the save bar that stays at the bottom.
 */

/** The screen's title and what it is for; beside them, a link opening the storefront page it edits. */
export function SettingsHeader({ title, description, view }: { title: string; description: string; view?: { href: string; label: string } }) {
  const heading = (
    <div>
      <h1 className="text-3xl font-semibold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{description}</p>
    </div>
  );
  if (!view) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      {heading}
      <a href={view.href} className={buttonClasses({ variant: 'outline', size: 'sm' })} target="_blank" rel="noopener">
        <ExternalLink aria-hidden="true" />
        {view.label}
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </div>
  );
}

export function SettingsSection({ icon, title, description, children }: { icon: ReactNode; title: string; description: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 font-sans text-lg tracking-normal">
          {icon}
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">{children}</CardContent>
    </Card>
  );
}

/** While the settings load, skeletons of the screen's cards; if they cannot be read, why, and 'Try again'. Null once they are there. */
export function SettingsLoadState({
  what,
  query,
  skeletonHeights,
}: {
  /** e.g. 'business settings'. */
  what: string;
  query: { isLoading: boolean; error: unknown; refetch: () => unknown };
  skeletonHeights: string[];
}) {
  if (query.isLoading)
    return (
      <div role="status" className="mt-8 space-y-6">
        <span className="sr-only">Loading {what}…</span>
        {skeletonHeights.map((height, index) => (
          <Skeleton key={index} className={`${height} w-full`} />
        ))}
      </div>
    );
  if (query.error)
    return (
      <Card className="mt-8">
        <div className="p-8 text-center" role="alert">
          <p className="font-medium">Could not load the {what}.</p>
          <p className="mt-1 text-sm text-muted-foreground">{getErrorMessage(query.error, 'Please try again.')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      </Card>
    );
  return null;
}

/** Whether there is something to save, Discard changes and Save Changes; while there is, leaving the screen asks first. */
export function SettingsSaveBar({ dirty, saving, onDiscard, testId }: { dirty: boolean; saving: boolean; onDiscard: () => void; testId: string }) {
  return (
    <div className="sticky bottom-0 -mx-4 flex flex-wrap items-center justify-end gap-3 border-t border-border bg-background/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-lg sm:border">
      <UnsavedChangesGuard dirty={dirty && !saving} />
      <p className="mr-auto text-sm text-muted-foreground" role="status">
        {dirty ? 'You have unsaved changes.' : 'All changes saved.'}
      </p>
      <Button variant="ghost" disabled={!dirty || saving} onClick={onDiscard}>
        Discard changes
      </Button>
      <Button type="submit" disabled={saving} aria-busy={saving} data-testid={testId}>
        {saving ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
        {saving ? 'Saving…' : 'Save Changes'}
      </Button>
    </div>
  );
}

/**
 * A settings screen's form: the document's loading and failed states, then its sections (`children`)
 * and the save bar. Saving sends the draft once the form finds it valid; a draft it refuses is shown as
 * a refusal by the server is (the first marked field brought into view, the toast naming it).
 */
export function SettingsForm<TValues extends FieldValues, TSettings extends FieldValues>({
  frame,
  save,
  what,
  skeletonHeights,
  label,
  testId,
  saveTestId,
  children,
}: {
  frame: SettingsFormFrame<TValues, TSettings>;
  save: { mutate: (values: TSettings) => void; isPending: boolean };
  /** e.g. 'business settings', as in 'Could not load the business settings.' */
  what: string;
  skeletonHeights: string[];
  /** The form's accessible name. */
  label: string;
  testId: string;
  saveTestId: string;
  children: ReactNode;
}) {
  const { settings, form } = frame;
  return (
    <>
      <SettingsLoadState what={what} query={settings} skeletonHeights={skeletonHeights} />
      {!settings.isLoading && !settings.error && (
        <form
          noValidate
          onSubmit={form.handleSubmit(
            (values) => save.mutate(values),
            (errors) => reportInvalidForm(form, errors),
          )}
          className="mt-8 space-y-6"
          aria-label={label}
          data-testid={testId}
        >
          {children}
          <SettingsSaveBar dirty={frame.dirty} saving={save.isPending} onDiscard={frame.discard} testId={saveTestId} />
        </form>
      )}
    </>
  );
}
