import { zodResolver } from '@hookform/resolvers/zod';
import { Code, ExternalLink, Image as ImageIcon, LayoutTemplate, Palette, Type } from 'lucide-react';
import { useEffect, type CSSProperties } from 'react';
import { Controller, useForm, useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  HEADER_LAYOUTS,
  HEX_COLOR,
  THEME_FONTS,
  THEME_FONT_NAMES,
  THEME_PRESETS,
  themeContrastProblems,
  themePalette,
  themeSettingsSchema,
  type HeaderLayout,
  type ThemeColors,
  type ThemeFont,
  type ThemeSettings,
} from '@artshop/contracts';
import { Input, NativeSelect, ProductImage, Textarea, buttonClasses, cn, toast, useThemeSettings } from '@artshop/ui';
import { FormField, fieldHelpers } from '../../shared/components/FormField';
import { ImageField } from '../../shared/components/ImageField';
import { SettingsLoadState, SettingsSaveBar, SettingsSection } from '../../shared/components/SettingsScreen';
import { SwitchRow } from '../../shared/components/SwitchRow';
import { reportInvalidForm, reportSaveFailure } from '../../shared/server-errors';
import { usePageTitle } from '../../shared/title';
import { useSaveThemeSettings } from './hooks';
import { checkFaviconFile, checkLogoFile } from './theme-images';
import './fonts.css';

type ThemeValues = z.input<typeof themeSettingsSchema>;
type ColorName = keyof ThemeColors;

const SAVE_FAILED = 'Failed to save theme settings. Please try again.';

const COLOR_FIELDS: ReadonlyArray<{ name: ColorName; label: string; hint: string }> = [
  { name: 'primaryColor', label: 'Primary colour', hint: 'Buttons and strong marks.' },
  { name: 'secondaryColor', label: 'Secondary colour', hint: 'Quiet buttons and chips.' },
  { name: 'accentColor', label: 'Accent colour', hint: 'Links, icons and highlights.' },
  { name: 'backgroundColor', label: 'Background colour', hint: 'The page behind everything.' },
  { name: 'textColor', label: 'Text colour', hint: 'Body text and headings.' },
];

const HEADER_LAYOUT_LABELS: Record<HeaderLayout, string> = {
  standard: 'Standard: the name at the left, the links beside it',
  centered: 'Centered: the name centred above the links',
};

/** The five colours as the form holds them, once each is a #rrggbb colour; null while one is being typed. */
function readyColors(values: Partial<ThemeValues>): ThemeColors | null {
  const colors = Object.fromEntries(COLOR_FIELDS.map(({ name }) => [name, values[name] ?? ''])) as unknown as ThemeColors;
  return Object.values(colors).every((value) => HEX_COLOR.test(value)) ? colors : null;
}

/** A colour picker and its hex code, one value: picking writes the code, typing a code moves the picker. */
function ColorField({ form, name, label, hint }: { form: UseFormReturn<ThemeValues, unknown, ThemeSettings>; name: ColorName; label: string; hint: string }) {
  const { id, field, error } = fieldHelpers(form, 'theme');
  const value = useWatch({ control: form.control, name }) ?? '';
  return (
    <FormField label={label} htmlFor={id(name)} hint={hint} error={error(name)}>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label}: colour picker`}
          value={HEX_COLOR.test(value) ? value.toLowerCase() : '#000000'}
          onChange={(event) => form.setValue(name, event.target.value, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1"
          data-testid={`theme-${name}-picker`}
        />
        <Input className="font-mono" autoComplete="off" spellCheck={false} maxLength={7} {...field(name)} />
      </div>
    </FormField>
  );
}

function ThemeSwitch({
  control,
  name,
  label,
  hint,
}: {
  control: Control<ThemeValues, unknown, ThemeSettings>;
  name: 'darkMode' | 'footerEnabled';
  label: string;
  hint: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => <SwitchRow id={`theme-${name}`} label={label} hint={hint} checked={field.value === true} onChange={field.onChange} />}
    />
  );
}

/** The storefront in miniature with the colours, font, name, logo and footer as they stand in the form. */
function ThemePreview({ values, colors }: { values: Partial<ThemeValues>; colors: ThemeColors }) {
  const palette = themePalette(colors);
  const display: CSSProperties = { fontFamily: THEME_FONTS[(values.fontFamily ?? 'Lora') as ThemeFont].family };
  const name = values.siteName?.trim() || 'Your site name';
  const centered = values.headerLayout === 'centered';
  return (
    <div
      className="overflow-hidden rounded-lg border"
      style={{ background: palette.background, color: palette.foreground, borderColor: palette.border }}
      data-testid="theme-preview"
      aria-label="Preview of the storefront"
      role="img"
    >
      <div className={cn('flex items-center gap-3 border-b px-4 py-3', centered && 'justify-center')} style={{ borderColor: palette.border }}>
        {values.customLogo ? <ProductImage src={values.customLogo} alt="" width={32} height={32} sizes="32px" className="size-8 object-contain" /> : null}
        <span className="text-lg font-semibold" style={display}>
          {name}
        </span>
        <span className={cn('text-sm', !centered && 'ml-auto')} style={{ color: palette['muted-foreground'] }}>
          Shop · Mail Club · Contact
        </span>
      </div>
      <div className="space-y-3 p-5">
        <p className="text-2xl font-semibold" style={display}>
          Layered colour, made slowly
        </p>
        <p className="text-sm" style={{ color: palette['muted-foreground'] }}>
          Original paintings and limited prints, shipped with a certificate.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <span className="rounded-md px-4 py-2 text-sm font-medium" style={{ background: palette.primary, color: palette['primary-foreground'] }}>
            Shop the collection
          </span>
          <span className="rounded-md px-4 py-2 text-sm font-medium" style={{ background: palette.secondary, color: palette['secondary-foreground'] }}>
            View originals
          </span>
          <span className="text-sm font-medium underline underline-offset-4" style={{ color: palette.accent }}>
            Read the artist’s story
          </span>
        </div>
        <div className="rounded-md border p-3 text-sm" style={{ background: palette.card, borderColor: palette.border }}>
          A card, as products and events are shown.
        </div>
      </div>
      {values.footerEnabled ? (
        <div className="border-t px-4 py-3 text-xs" style={{ background: palette.muted, borderColor: palette.border, color: palette['muted-foreground'] }}>
          Footer: newsletter, pages and social links
        </div>
      ) : null}
    </div>
  );
}

/** Theme settings: colours with five presets, font, site name, logo, favicon, header, footer and custom CSS. */
export function ThemeSettingsPage() {
  usePageTitle('Theme Settings');
  const settings = useThemeSettings();
  const form = useForm<ThemeValues, unknown, ThemeSettings>({ resolver: zodResolver(themeSettingsSchema) });
  const { isDirty } = form.formState;
  const values = useWatch({ control: form.control }) as Partial<ThemeValues>;
  const colors = readyColors(values);
  const problems = colors ? themeContrastProblems(colors) : [];

  // The form shows what is saved once it has loaded (and again after each save).
  useEffect(() => {
    if (settings.data) form.reset(settings.data);
  }, [settings.data, form]);

  const save = useSaveThemeSettings({
    onSuccess: () => toast({ variant: 'success', title: 'Settings saved', description: 'The storefront now shows your theme.' }),
    onError: (error) => reportSaveFailure(form, error, { failed: SAVE_FAILED }),
  });

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
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Theme Settings</h1>
          <p className="mt-2 text-muted-foreground">How your storefront looks: colours, font, name, logo and favicon.</p>
        </div>
        <a href="/" className={buttonClasses({ variant: 'outline', size: 'sm' })} target="_blank" rel="noopener">
          <ExternalLink aria-hidden="true" />
          View storefront
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </div>

      <SettingsLoadState what="theme settings" query={settings} skeletonHeights={['h-64', 'h-96', 'h-72']} />
      {!settings.isLoading && !settings.error && (
        <form
          noValidate
          onSubmit={form.handleSubmit(
            (submitted) => save.mutate(submitted),
            (errors) => reportInvalidForm(form, errors),
          )}
          className="mt-8 space-y-6"
          aria-label="Theme settings"
          data-testid="theme-settings-form"
        >
          <SettingsSection
            icon={<Palette className="size-5 text-accent" aria-hidden="true" />}
            title="Colours"
            description="Start from a preset, then adjust any colour."
          >
            <div>
              <p className="text-sm font-medium" id="theme-presets-label">
                Presets
              </p>
              <div className="mt-2 flex flex-wrap gap-2" role="group" aria-labelledby="theme-presets-label">
                {THEME_PRESETS.map((preset) => {
                  const active = colors !== null && COLOR_FIELDS.every(({ name }) => colors[name].toLowerCase() === preset.colors[name]);
                  return (
                    <button
                      key={preset.name}
                      type="button"
                      aria-pressed={active}
                      onClick={() => applyPreset(preset.colors)}
                      className={cn(
                        'inline-flex items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium hover:bg-muted',
                        active ? 'border-foreground' : 'border-border',
                      )}
                      data-testid={`theme-preset-${preset.name.toLowerCase().replace(/ /g, '-')}`}
                    >
                      <span className="flex" aria-hidden="true">
                        {(['primaryColor', 'accentColor', 'secondaryColor', 'backgroundColor'] as const).map((name) => (
                          <span key={name} className="-ml-1 size-4 rounded-full border border-border first:ml-0" style={{ background: preset.colors[name] }} />
                        ))}
                      </span>
                      {preset.name}
                    </button>
                  );
                })}
              </div>
            </div>
            <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {COLOR_FIELDS.map((color) => (
                <ColorField key={color.name} form={form} {...color} />
              ))}
            </div>
            <div role="status" aria-live="polite" data-testid="theme-contrast">
              {problems.length > 0 ? (
                <ul className="space-y-1 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
                  {problems.map((problem) => (
                    <li key={problem.label}>{problem.message}.</li>
                  ))}
                </ul>
              ) : colors ? (
                <p className="text-sm text-muted-foreground">Every text colour reads at 4.5:1 or more on what it sits on (WCAG AA).</p>
              ) : null}
            </div>
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
              <FormField
                label="Site name"
                htmlFor={id('siteName')}
                hint="In the header and page titles. Empty shows your artist name."
                error={error('siteName')}
              >
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

          <SettingsSaveBar dirty={isDirty} saving={save.isPending} onDiscard={() => settings.data && form.reset(settings.data)} testId="theme-settings-save" />
        </form>
      )}
    </div>
  );
}
