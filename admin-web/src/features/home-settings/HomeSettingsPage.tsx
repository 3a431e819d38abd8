import { zodResolver } from '@hookform/resolvers/zod';
import { Image as ImageIcon, LayoutGrid, Type } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { HOME_HERO_IMAGE_HINT, homeSettingsSchema, type HomeSettings } from '@artshop/contracts';
import { Input, Label, Textarea, useHomeSettings } from '@artshop/ui';
import { fieldHelpers } from '../../shared/components/FormField';
import { ImageField } from '../../shared/components/ImageField';
import { PageEnableSwitch } from '../../shared/components/PageEnableSwitch';
import { SettingsForm, SettingsHeader, SettingsSection } from '../../shared/components/SettingsScreen';
import { usePageTitle } from '../../shared/title';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { useSaveHomeSettings } from './hooks';

type HomeSettingsValues = z.input<typeof homeSettingsSchema>;

/** Home page settings: the enable switch, the hero picture and text, the featured section's title. */
export function HomeSettingsPage() {
  usePageTitle('Home Page');
  const frame = useSettingsForm<HomeSettingsValues, HomeSettings>({
    settings: useHomeSettings(),
    resolver: zodResolver(homeSettingsSchema),
    saved: 'The home page has been updated.',
    failed: 'Failed to save home settings. Please try again.',
  });
  const save = useSaveHomeSettings(frame.saveCallbacks);
  const { form } = frame;
  const heroImage = useWatch({ control: form.control, name: 'heroImageUrl' });
  const { id, field, error } = fieldHelpers(form, 'home');

  return (
    <div className="mx-auto max-w-4xl">
      <SettingsHeader
        title="Home Page"
        description="What visitors see first: the hero picture and text, and the title over your featured artworks."
        view={{ href: '/', label: 'View home page' }}
      />

      <PageEnableSwitch
        page="home"
        offNotice="The home page is disabled and will not appear on the live site: the Home link leaves the menu, and the shop's address opens on Shop All instead."
      />

      <SettingsForm
        frame={frame}
        save={save}
        what="home settings"
        skeletonHeights={['h-72', 'h-64', 'h-40']}
        label="Home page settings"
        testId="home-settings-form"
        saveTestId="home-settings-save"
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
      </SettingsForm>
    </div>
  );
}
