import { zodResolver } from '@hookform/resolvers/zod';
import { Code, Image as ImageIcon, LayoutTemplate, Palette, Type } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { HEADER_LAYOUTS, THEME_FONT_NAMES, themeSettingsSchema, type ThemeColors, type ThemeSettings } from '@artshop/contracts';
import { Input, NativeSelect, Textarea, useThemeSettings } from '@artshop/ui';
import { FormField, fieldHelpers } from '../../shared/components/FormField';
import { ImageField } from '../../shared/components/ImageField';
import { SettingsForm, SettingsHeader, SettingsSection } from '../../shared/components/SettingsScreen';
import { usePageTitle } from '../../shared/title';
import { useSettingsForm } from '../../shared/useSettingsForm';
import { ColorField } from './components/ColorField';
import { ContrastReport } from './components/ContrastReport';
import { PresetPicker } from './components/PresetPicker';
import { ThemePreview } from './components/ThemePreview';
import { ThemeSwitch } from './components/ThemeSwitch';
import { useSaveThemeSettings } from './hooks';
import { checkFaviconFile, checkLogoFile } from './theme-images';
import { COLOR_FIELDS, HEADER_LAYOUT_LABELS, readyColors, type ThemeValues } from './theme-form';
import './fonts.css';

/** Theme settings: colours with five presets, font, site name, logo, favicon, header, footer and custom CSS. */
export function ThemeSettingsPage() {
  usePageTitle('Theme Settings');
  const frame = useSettingsForm<ThemeValues, ThemeSettings>({
    settings: useThemeSettings(),
    resolver: zodResolver(themeSettingsSchema),
    saved: 'The storefront now shows your theme.',
    failed: 'Failed to save theme settings. Please try again.',
  });
  const save = useSaveThemeSettings(frame.saveCallbacks);
  const { form } = frame;
  const values = useWatch({ control: form.control }) as Partial<ThemeValues>;
  const colors = readyColors(values);

  const applyPreset = (preset: ThemeColors) => {
    for (const { name } of COLOR_FIELDS) form.setValue(name, preset[name], { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };

  const { id, field, error } = fieldHelpers(form, 'theme');
  const image = (name: 'customLogo' | 'favicon', label: string, hint: string, accept: string, check: (file: File) => ReturnType<typeof checkLogoFile>) => (
    <ImageField
      id={id(name)}
      label={label}
      hint={hint}
      value={values[name] ?? ''}
      onChange={(url) => form.setValue(name, url, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
      inputProps={field(name)}
      error={error(name)}
      accept={accept}
      check={check}
    />
  );

  return (
    <div className="mx-auto max-w-5xl">
      <SettingsHeader
        title="Theme Settings"
        description="How your storefront looks: colours, font, name, logo and favicon."
        view={{ href: '/', label: 'View storefront' }}
      />

      <SettingsForm
        frame={frame}
        save={save}
        what="theme settings"
        skeletonHeights={['h-64', 'h-96', 'h-72']}
        label="Theme settings"
        testId="theme-settings-form"
        saveTestId="theme-settings-save"
      >
        <SettingsSection
          icon={<Palette className="size-5 text-accent" aria-hidden="true" />}
          title="Colours"
          description="Start from a preset, then adjust any colour."
        >
          <PresetPicker colors={colors} onPick={applyPreset} />
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {COLOR_FIELDS.map((color) => (
              <ColorField key={color.name} form={form} {...color} />
            ))}
          </div>
          <ContrastReport colors={colors} />
          <ThemeSwitch
            control={form.control}
            name="darkMode"
            label="Offer dark mode"
            hint="Visitors can switch to the shop's dark colours with the light/dark toggle. When off, everyone sees your colours."
          />
        </SettingsSection>

        <SettingsSection
          icon={<LayoutTemplate className="size-5 text-accent" aria-hidden="true" />}
          title="Preview"
          description="Your storefront with these settings, before you save."
        >
          {colors ? (
            <ThemePreview values={values} colors={colors} />
          ) : (
            <p className="text-sm text-muted-foreground">Finish the colour codes to see the preview.</p>
          )}
        </SettingsSection>

        <SettingsSection
          icon={<Type className="size-5 text-accent" aria-hidden="true" />}
          title="Site identity"
          description="The name, font and pictures visitors see in the header and the browser tab."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Site name" htmlFor={id('siteName')} hint="In the header and page titles. Empty shows your artist name." error={error('siteName')}>
              <Input autoComplete="off" {...field('siteName')} />
            </FormField>
            <FormField label="Font" htmlFor={id('fontFamily')} hint="For headings and the site name; served by the shop itself." error={error('fontFamily')}>
              <NativeSelect {...field('fontFamily')}>
                {THEME_FONT_NAMES.map((font) => (
                  <option key={font} value={font}>
                    {font}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          {image('customLogo', 'Logo', 'PNG, JPG up to 2MB. Shown in a square beside the site name.', 'image/png,image/jpeg', checkLogoFile)}
          {image('favicon', 'Favicon', '32x32 pixels: the small picture in the browser tab.', 'image/png,image/jpeg,image/gif,image/webp', checkFaviconFile)}
        </SettingsSection>

        <SettingsSection
          icon={<ImageIcon className="size-5 text-accent" aria-hidden="true" />}
          title="Layout"
          description="The header and footer of every page."
        >
          <FormField
            label="Header layout"
            htmlFor={id('headerLayout')}
            hint="How the header looks on wide screens; phones always show the menu button."
            error={error('headerLayout')}
          >
            <NativeSelect {...field('headerLayout')}>
              {HEADER_LAYOUTS.map((layout) => (
                <option key={layout} value={layout}>
                  {HEADER_LAYOUT_LABELS[layout]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <ThemeSwitch
            control={form.control}
            name="footerEnabled"
            label="Show the footer"
            hint="The newsletter sign-up, page links and social icons at the foot of every page."
          />
        </SettingsSection>

        <SettingsSection
          icon={<Code className="size-5 text-accent" aria-hidden="true" />}
          title="Custom CSS"
          description="For fine adjustments the settings above do not cover."
        >
          <FormField
            label="Custom CSS"
            htmlFor={id('customCSS')}
            hint="Added after the theme's own rules in the storefront's stylesheet. It is only ever used as CSS: HTML or script in it does nothing."
            error={error('customCSS')}
          >
            <Textarea rows={8} className="font-mono text-sm" spellCheck={false} placeholder="h1 { letter-spacing: 0.02em; }" {...field('customCSS')} />
          </FormField>
        </SettingsSection>
      </SettingsForm>
    </div>
  );
}
