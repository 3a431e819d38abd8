import { zodResolver } from '@hookform/resolvers/zod';
import { FileText } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { cvSettingsSchema, type CvSettings } from '@artshop/contracts';
import { useCvSettings } from '@artshop/ui';
import { fieldHelpers } from '../../shared/components/FormField';
import { MarkdownEditor } from '../../shared/components/MarkdownEditor';
import { PageEnableSwitch } from '../../shared/components/PageEnableSwitch';
import { SettingsForm, SettingsHeader, SettingsSection } from '../../shared/components/SettingsScreen';
import { usePageTitle } from '../../shared/title';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useSaveCvSettings } from './hooks';

type CvSettingsValues = z.input<typeof cvSettingsSchema>;

/** The CV page: the enable switch, Edit/Preview and formatting tips. */
export function CvSettingsPage() {
  usePageTitle('CV Page');
  const frame = useSettingsForm<CvSettingsValues, CvSettings>({
    settings: useCvSettings(),
    resolver: zodResolver(cvSettingsSchema),
    saved: 'The CV page has been updated.',
    failed: 'Failed to save the CV. Please try again.',
  });
  const save = useSaveCvSettings(frame.saveCallbacks);
  const content = useWatch({ control: frame.form.control, name: 'content' });
  const { id, field, error } = fieldHelpers(frame.form, 'cv');

  return (
    <div className="mx-auto max-w-4xl">
      <SettingsHeader
        title="CV Page"
        description="Your curriculum vitae: exhibitions, education, collections, awards."
        view={{ href: '/cv', label: 'View CV page' }}
      />

      <PageEnableSwitch page="cv" />

      <SettingsForm frame={frame} save={save} what="CV" skeletonHeights={['h-96']} label="CV page" testId="cv-settings-form" saveTestId="cv-settings-save">
        <SettingsSection
          icon={<FileText className="size-5 text-accent" aria-hidden="true" />}
          title="Curriculum vitae"
          description="Written in Markdown; Preview shows it as the page will."
        >
          <MarkdownEditor id={id('content')} label="CV text" value={content ?? ''} textareaProps={field('content')} error={error('content')} rows={22} />
        </SettingsSection>
      </SettingsForm>
    </div>
  );
}
