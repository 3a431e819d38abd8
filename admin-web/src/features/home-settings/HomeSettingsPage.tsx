import { zodResolver } from '@hookform/resolvers/zod';
import { ExternalLink, Image as ImageIcon, LayoutGrid, Type } from 'lucide-react';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { HOME_HERO_IMAGE_HINT, homeSettingsSchema, type HomeSettings } from '@artshop/contracts';
import { Input, Label, Textarea, buttonClasses, toast, useHomeSettings } from '@artshop/ui';
import { fieldHelpers } from '../../shared/components/FormField';
import { ImageField } from '../../shared/components/ImageField';
import { PageEnableSwitch } from '../../shared/components/PageEnableSwitch';
import { SettingsLoadState, SettingsSaveBar, SettingsSection } from '../../shared/components/SettingsScreen';
import { reportInvalidForm, reportSaveFailure } from '../../shared/server-errors';
import { usePageTitle } from '../../shared/title';
import { useSaveHomeSettings } from './hooks';

type HomeSettingsValues = z.input<typeof homeSettingsSchema>;

const SAVE_FAILED = 'Failed to save home settings. Please try again.';

/** Home page settings: the enable switch, the hero picture and text, the featured section's title. */
export function HomeSettingsPage() {
  usePageTitle('Home Page');
  const settings = useHomeSettings();
  const form = useForm<HomeSettingsValues, unknown, HomeSettings>({ resolver: zodResolver(homeSettingsSchema) });
  const { isDirty } = form.formState;
  const heroImage = useWatch({ control: form.control, name: 'heroImageUrl' });

  // The form shows what is saved once it has loaded (and again after each save).
  useEffect(() => {
    if (settings.data) form.reset(settings.data);
  }, [settings.data, form]);

  const save = useSaveHomeSettings({
    onSuccess: () => toast({ variant: 'success', title: 'Settings saved', description: 'The home page has been updated.' }),
    onError: (error) => reportSaveFailure(form, error, { failed: SAVE_FAILED }),
  });

  const { id, field, error } = fieldHelpers(form, 'home');

  return (
    <div className="mx-auto max-w-4xl">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Home Page</h1>
          <p className="mt-2 text-muted-foreground">What visitors see first: the hero picture and text, and the title over your featured artworks.</p>
        </div>
        <a href="/" className={buttonClasses({ variant: 'outline', size: 'sm' })} target="_blank" rel="noopener">
          <ExternalLink aria-hidden="true" />
          View home page
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>

      <PageEnableSwitch
        page="home"
        offNotice="The home page is disabled and will not appear on the live site: the Home link leaves the menu, and the shop's address opens on Shop All instead."
      />

      <SettingsLoadState what="home settings" query={settings} skeletonHeights={['h-72', 'h-64', 'h-40']} />
      {!settings.isLoading && !settings.error && (
        <form
          noValidate
          onSubmit={form.handleSubmit(
            (values) => save.mutate(values),
            (errors) => reportInvalidForm(form, errors),
          )}
          className="mt-8 space-y-6"
          aria-label="Home page settings"
          data-testid="home-settings-form"
        >
          <SettingsSection
            icon={<ImageIcon className="size-5 text-accent" aria-hidden="true" />}
            title="Hero image"
            description="The large picture beside your name. Without one, the home page shows a quiet abstract composition."
          >
            <ImageField
              id={id('heroImageUrl')}
              label="Hero image"
              hint={HOME_HERO_IMAGE_HINT}
              value={heroImage ?? ''}
              onChange={(url) => form.setValue('heroImageUrl', url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
              inputProps={field('heroImageUrl')}
              error={error('heroImageUrl')}
            />
          </SettingsSection>

          <SettingsSection
            icon={<Type className="size-5 text-accent" aria-hidden="true" />}
            title="Hero text"
            description="The headline and a short text beside the picture."
          >
            <div className="space-y-2">
              <Label htmlFor={id('heroHeadline')}>Headline</Label>
              <Input placeholder="Your artist name" {...field('heroHeadline')} />
              <p className="text-xs text-muted-foreground">Left empty, the headline is your artist name.</p>
              {error('heroHeadline')}
            </div>
            <div className="space-y-2">
              <Label htmlFor={id('heroText')}>Short text</Label>
              <Textarea rows={3} {...field('heroText')} />
              {error('heroText')}
            </div>
          </SettingsSection>

          <SettingsSection
            icon={<LayoutGrid className="size-5 text-accent" aria-hidden="true" />}
            title="Featured section"
            description="The artworks marked Featured in Product Listings are shown under this title."
          >
            <div className="space-y-2">
              <Label htmlFor={id('featuredTitle')}>Section title</Label>
              <Input {...field('featuredTitle')} />
              {error('featuredTitle')}
            </div>
          </SettingsSection>

          <SettingsSaveBar dirty={isDirty} saving={save.isPending} onDiscard={() => settings.data && form.reset(settings.data)} testId="home-settings-save" />
        </form>
      )}
    </div>
  );
}
