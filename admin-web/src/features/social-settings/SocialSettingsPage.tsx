import { zodResolver } from '@hookform/resolvers/zod';
import { Eye, EyeOff, ExternalLink, Link2, Megaphone, ToggleRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import {
  SOCIAL_PLATFORMS,
  SOCIAL_PLATFORM_DOMAINS,
  SOCIAL_PLATFORM_LABELS,
  socialSettingsSchema,
  type SocialPlatform,
  type SocialSettings,
} from '@artshop/contracts';
import { Button, Input, Textarea, toast } from '@artshop/ui';
import { FormField, fieldHelpers } from '../../shared/components/FormField';
import { ImageField } from '../../shared/components/ImageField';
import { SettingsLoadState, SettingsSaveBar, SettingsSection } from '../../shared/components/SettingsScreen';
import { reportInvalidForm, reportSaveFailure } from '../../shared/server-errors';
import { SwitchRow } from '../../shared/components/SwitchRow';
import { usePageTitle } from '../../shared/title';
import { useSaveSocialSettings, useSocialSettings } from './hooks';

type SocialValues = z.input<typeof socialSettingsSchema>;

const META_DESCRIPTION_MAX = 300;
const SAVE_FAILED = 'Failed to save settings. Please try again.';

const TOGGLES = [
  { name: 'showInHeader', label: 'Show in header', hint: 'The icons in the storefront header, on wide screens.' },
  { name: 'showInFooter', label: 'Show in footer', hint: 'The icons in the footer of every page.' },
  { name: 'openInNewTab', label: 'Open in new tab', hint: 'Visitors keep the shop open while they look at your profile.' },
  {
    name: 'socialSharing',
    label: 'Social sharing',
    hint: 'Links to the shop shared on social networks show a preview card with the description and image below; off, a plain link.',
  },
] as const;

/** One platform's link, with its eye toggle: the preview shows only while it is on and the link is filled in. */
function PlatformLink({ platform, form }: { platform: SocialPlatform; form: ReturnType<typeof useForm<SocialValues, unknown, SocialSettings>> }) {
  const [preview, setPreview] = useState(false);
  const value = (useWatch({ control: form.control, name: platform }) ?? '').trim();
  const { id, field, error } = fieldHelpers(form, 'social');
  const label = SOCIAL_PLATFORM_LABELS[platform];
  const example = `https://${SOCIAL_PLATFORM_DOMAINS[platform][0]}/yourname`;
  return (
    <div className="space-y-2" data-testid={`social-platform-${platform}`}>
      <FormField label={label} htmlFor={id(platform)} error={error(platform)}>
        <div className="flex gap-2">
          <Input type="url" inputMode="url" placeholder={example} {...field(platform)} />
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-pressed={preview}
            aria-label={`${preview ? 'Hide' : 'Show'} the ${label} link preview`}
            onClick={() => setPreview((shown) => !shown)}
            data-testid={`social-preview-toggle-${platform}`}
          >
            {preview ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
        </div>
      </FormField>
      {preview && value ? (
        <a
          href={value}
          target="_blank"
          rel="noopener noreferrer"
          className="flex items-center gap-2 rounded-md border border-border bg-muted/50 px-3 py-2 text-sm hover:bg-muted"
          data-testid={`social-preview-${platform}`}
        >
          <Link2 className="size-4 shrink-0 text-accent" aria-hidden="true" />
          <span className="font-medium">{label}</span>
          <span className="min-w-0 truncate text-muted-foreground">{value}</span>
          <ExternalLink className="ml-auto size-4 shrink-0" aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}

/** Social Media settings: the seven profiles, where they show, and what shared links say. */
export function SocialSettingsPage() {
  usePageTitle('Social Media');
  const settings = useSocialSettings();
  const form = useForm<SocialValues, unknown, SocialSettings>({ resolver: zodResolver(socialSettingsSchema) });
  const { isDirty } = form.formState;
  const [ogImage, metaDescription] = useWatch({ control: form.control, name: ['ogImage', 'metaDescription'] });

  useEffect(() => {
    if (settings.data) form.reset(settings.data);
  }, [settings.data, form]);

  const save = useSaveSocialSettings({
    onSuccess: () => toast({ variant: 'success', title: 'Settings saved!', description: 'Your social media settings have been updated.' }),
    onError: (error) => reportSaveFailure(form, error, { failed: SAVE_FAILED }),
  });
  const { id, field, error } = fieldHelpers(form, 'social');

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-3xl font-semibold">Social Media</h1>
      <p className="mt-2 text-muted-foreground">Your profiles on other sites, where the shop shows them, and how links to the shop look when shared.</p>

      <SettingsLoadState what="social media settings" query={settings} skeletonHeights={['h-96', 'h-48', 'h-64']} />
      {!settings.isLoading && !settings.error && (
        <form
          noValidate
          onSubmit={form.handleSubmit(
            (values) => save.mutate(values),
            (errors) => reportInvalidForm(form, errors),
          )}
          className="mt-8 space-y-6"
          aria-label="Social media settings"
          data-testid="social-settings-form"
        >
          <SettingsSection
            icon={<Link2 className="size-5 text-accent" aria-hidden="true" />}
            title="Profiles"
            description="The address of your profile on each platform; leave a platform empty if you are not on it. The eye shows a preview of the link."
          >
            <div className="grid gap-5 sm:grid-cols-2">
              {SOCIAL_PLATFORMS.map((platform) => (
                <PlatformLink key={platform} platform={platform} form={form} />
              ))}
            </div>
          </SettingsSection>

          <SettingsSection
            icon={<ToggleRight className="size-5 text-accent" aria-hidden="true" />}
            title="Display"
            description="Where the icons appear and how they open."
          >
            {TOGGLES.map((toggle) => (
              <Controller
                key={toggle.name}
                control={form.control}
                name={toggle.name}
                render={({ field: control }) => (
                  <SwitchRow id={id(toggle.name)} label={toggle.label} hint={toggle.hint} checked={control.value === true} onChange={control.onChange} />
                )}
              />
            ))}
          </SettingsSection>

          <SettingsSection
            icon={<Megaphone className="size-5 text-accent" aria-hidden="true" />}
            title="Sharing"
            description="What a link to the shop shows on social networks and in messages."
          >
            <FormField
              label="Meta description"
              htmlFor={id('metaDescription')}
              hint={`${(metaDescription ?? '').length}/${META_DESCRIPTION_MAX} characters. Shown under the page title in search results and shared links.`}
              error={error('metaDescription')}
            >
              <Textarea rows={3} {...field('metaDescription')} />
            </FormField>
            <ImageField
              id={id('ogImage')}
              label="Open Graph image"
              hint="The picture of shared links. Recommended size 1200x630 px."
              value={ogImage ?? ''}
              onChange={(url) => form.setValue('ogImage', url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
              inputProps={field('ogImage')}
              error={error('ogImage')}
            />
            <FormField label="Card type" htmlFor={id('twitterCard')} hint="How X (Twitter) and others lay the preview out." error={error('twitterCard')}>
              <select
                className="flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                {...field('twitterCard')}
              >
                <option value="summary_large_image">Large image</option>
                <option value="summary">Small image (summary)</option>
              </select>
            </FormField>
          </SettingsSection>

          <SettingsSaveBar dirty={isDirty} saving={save.isPending} onDiscard={() => settings.data && form.reset(settings.data)} testId="social-settings-save" />
        </form>
      )}
    </div>
  );
}
