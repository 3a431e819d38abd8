import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, FileText } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { cvSettingsSchema, type CvSettings } from '@artshop/contracts';
import { buttonClasses, toast, useCvSettings } from '@artshop/ui';
import { fieldHelpers } from '../../shared/components/FormField';
import { MarkdownEditor } from '../../shared/components/MarkdownEditor';
import { PageEnableSwitch } from '../../shared/components/PageEnableSwitch';
import { SettingsLoadState, SettingsSaveBar, SettingsSection } from '../../shared/components/SettingsScreen';
import { reportSaveFailure } from '../../shared/server-errors';
import { usePageTitle } from '../../shared/title';
import { useSaveCvSettings } from './hooks';

type CvSettingsValues = z.input<typeof cvSettingsSchema>;

/** The CV page: the enable switch, Edit/Preview and formatting tips. */
export function CvSettingsPage() {
  usePageTitle('CV Page');
  const settings = useCvSettings();
  const form = useForm<CvSettingsValues, unknown, CvSettings>({ resolver: zodResolver(cvSettingsSchema) });
  const content = useWatch({ control: form.control, name: 'content' });

  useEffect(() => {
    if (settings.data) form.reset(settings.data);
  }, [settings.data, form]);

  const save = useSaveCvSettings({
    onSuccess: () => toast({ variant: 'success', title: 'Settings saved', description: 'The CV page has been updated.' }),
    onError: (error) => reportSaveFailure(form, error, { failed: 'Failed to save the CV. Please try again.' }),
  });
  const { id, field, error } = fieldHelpers(form, 'cv');

  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">CV Page</h1>
          <p className="mt-2 text-muted-foreground">Your curriculum vitae: exhibitions, education, collections, awards.</p>
        </div>
        <a href="/cv" className={buttonClasses({ variant: 'outline', size: 'sm' })} target="_blank" rel="noopener">
          <ExternalLink aria-hidden="true" />
          View CV page
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>

      <PageEnableSwitch page="cv" />

      <SettingsLoadState what="CV" query={settings} skeletonHeights={['h-96']} />
      {!settings.isLoading && !settings.error && (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => save.mutate(values))}
          className="mt-8 space-y-6"
          aria-label="CV page"
          data-testid="cv-settings-form"
        >
          <SettingsSection
            icon={<FileText className="size-5 text-accent" aria-hidden="true" />}
            title="Curriculum vitae"
            description="Written in Markdown; Preview shows it as the page will."
          >
            <MarkdownEditor id={id('content')} label="CV text" value={content ?? ''} textareaProps={field('content')} error={error('content')} rows={22} />
          </SettingsSection>
          <SettingsSaveBar
            dirty={form.formState.isDirty}
            saving={save.isPending}
            onDiscard={() => settings.data && form.reset(settings.data)}
            testId="cv-settings-save"
          />
        </form>
      )}
    </div>
  );
}
