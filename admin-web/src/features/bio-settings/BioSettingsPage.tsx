import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Image as ImageIcon, Megaphone, UserRound } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { bioSettingsSchema, type BioSettings } from '@artshop/contracts';
import { Input, Label, Switch, Textarea, buttonClasses, cn, toast, useBioSettings } from '@artshop/ui';
import { fieldHelpers } from '../../shared/components/FormField';
import { ImageField } from '../../shared/components/ImageField';
import { MarkdownEditor } from '../../shared/components/MarkdownEditor';
import { PageEnableSwitch } from '../../shared/components/PageEnableSwitch';
import { SettingsLoadState, SettingsSaveBar, SettingsSection } from '../../shared/components/SettingsScreen';
import { reportInvalidForm, reportSaveFailure } from '../../shared/server-errors';
import { usePageTitle } from '../../shared/title';
import { useSaveBioSettings } from './hooks';

type BioSettingsValues = z.input<typeof bioSettingsSchema>;
type ImagePath = 'bioImage' | 'heroData.backgroundImage' | 'ctaData.backgroundImage';

const SAVE_FAILED = 'Failed to save bio settings. Please try again.';

/** Bio page settings: hero, photo, the bio text (Markdown), and the call-to-action. */
export function BioSettingsPage() {
  usePageTitle('Bio Page');
  const settings = useBioSettings();
  const form = useForm<BioSettingsValues, unknown, BioSettings>({ resolver: zodResolver(bioSettingsSchema) });
  const { isDirty } = form.formState;
  const [bioContent, ctaEnabled, bioImage, heroImage, ctaImage] = useWatch({
    control: form.control,
    name: ['bioContent', 'ctaData.enabled', 'bioImage', 'heroData.backgroundImage', 'ctaData.backgroundImage'],
  });

  // The form shows what is saved once it has loaded (and again after each save).
  useEffect(() => {
    if (settings.data) form.reset(settings.data);
  }, [settings.data, form]);

  const save = useSaveBioSettings({
    onSuccess: () => toast({ variant: 'success', title: 'Settings saved', description: 'The bio page has been updated.' }),
    onError: (error) => reportSaveFailure(form, error, { failed: SAVE_FAILED }),
  });

  const { id, field, error } = fieldHelpers(form, 'bio');
  const image = (path: ImagePath, label: string, value: string | undefined, hint: string, disabled = false) => (
    <ImageField
      id={id(path)}
      label={label}
      hint={hint}
      value={value ?? ''}
      onChange={(url) => form.setValue(path, url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
      inputProps={field(path)}
      error={error(path)}
      disabled={disabled}
    />
  );

  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Bio Page</h1>
          <p className="mt-2 text-muted-foreground">Your story on the Bio page: the hero, your photo and text, and a call-to-action.</p>
        </div>
        <a href="/bio" className={buttonClasses({ variant: 'outline', size: 'sm' })} target="_blank" rel="noopener">
          <ExternalLink aria-hidden="true" />
          View bio page
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>

      <PageEnableSwitch page="bio" />

      <SettingsLoadState what="bio settings" query={settings} skeletonHeights={['h-64', 'h-96', 'h-72']} />
      {!settings.isLoading && !settings.error && (
        <form
          noValidate
          onSubmit={form.handleSubmit(
            (values) => save.mutate(values),
            (errors) => reportInvalidForm(form, errors),
          )}
          className="mt-8 space-y-6"
          aria-label="Bio page settings"
          data-testid="bio-settings-form"
        >
          <SettingsSection
            icon={<ImageIcon className="size-5 text-accent" aria-hidden="true" />}
            title="Hero"
            description="The band at the top of the page. An empty headline shows your name."
          >
            <div className="space-y-2">
              <Label htmlFor={id('heroData.headline')}>Headline</Label>
              <Input {...field('heroData.headline')} />
              {error('heroData.headline')}
            </div>
            <div className="space-y-2">
              <Label htmlFor={id('heroData.description')}>Description</Label>
              <Textarea rows={3} {...field('heroData.description')} />
              {error('heroData.description')}
            </div>
            {image('heroData.backgroundImage', 'Background image', heroImage, 'A wide picture, 1600 px or wider; the text is shown over it, darkened.')}
          </SettingsSection>

          <SettingsSection
            icon={<UserRound className="size-5 text-accent" aria-hidden="true" />}
            title="Bio"
            description="Your photo and your story, written in Markdown."
          >
            {image('bioImage', 'Photo', bioImage, 'A portrait or studio picture, 800x1000 or larger.')}
            <MarkdownEditor id={id('bioContent')} label="Bio text" value={bioContent ?? ''} textareaProps={field('bioContent')} error={error('bioContent')} />
          </SettingsSection>

          <SettingsSection
            icon={<Megaphone className="size-5 text-accent" aria-hidden="true" />}
            title="Call-to-action"
            description="A band under your bio with a button, e.g. to the contact page."
          >
            <div className="flex items-center justify-between gap-4 rounded-md border border-border p-4">
              <div>
                <label htmlFor={id('ctaData.enabled')} className="font-medium">
                  Show the call-to-action
                </label>
                <p className="text-sm text-muted-foreground">When off, the section is not shown and its fields cannot be edited.</p>
              </div>
              <Controller
                control={form.control}
                name="ctaData.enabled"
                render={({ field: control }) => (
                  <Switch
                    id={id('ctaData.enabled')}
                    checked={control.value === true}
                    onCheckedChange={(checked) => control.onChange(checked)}
                    onBlur={control.onBlur}
                    data-testid="bio-cta-enabled"
                  />
                )}
              />
            </div>
            {/* A disabled fieldset makes every field in it non-interactive; the values stay as they were. */}
            <fieldset
              disabled={!ctaEnabled}
              className={cn('space-y-5', !ctaEnabled && 'pointer-events-none select-none opacity-50')}
              aria-label="Call-to-action fields"
              data-testid="bio-cta-fields"
            >
              <div className="space-y-2">
                <Label htmlFor={id('ctaData.headline')}>Headline</Label>
                <Input {...field('ctaData.headline')} />
                {error('ctaData.headline')}
              </div>
              <div className="space-y-2">
                <Label htmlFor={id('ctaData.description')}>Description</Label>
                <Textarea rows={3} {...field('ctaData.description')} />
                {error('ctaData.description')}
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <div className="space-y-2">
                  <Label htmlFor={id('ctaData.buttonText')}>Button text</Label>
                  <Input {...field('ctaData.buttonText')} />
                  {error('ctaData.buttonText')}
                </div>
                <div className="space-y-2">
                  <Label htmlFor={id('ctaData.buttonUrl')}>Button link</Label>
                  <Input placeholder="/contact" {...field('ctaData.buttonUrl')} />
                  <p className="text-xs text-muted-foreground">A page of the shop such as /contact, or a link starting with https://</p>
                  {error('ctaData.buttonUrl')}
                </div>
              </div>
              {image('ctaData.backgroundImage', 'Background image', ctaImage, 'Optional: a wide picture behind the text.', !ctaEnabled)}
            </fieldset>
          </SettingsSection>

          <SettingsSaveBar dirty={isDirty} saving={save.isPending} onDiscard={() => settings.data && form.reset(settings.data)} testId="bio-settings-save" />
        </form>
      )}
    </div>
  );
}
