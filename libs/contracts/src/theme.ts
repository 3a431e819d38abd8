import { z } from 'zod';
import { imageAddressProblem } from './images.js';
import { DEFAULT_THEME_COLORS, HEX_COLOR, themeContrastProblems, type ThemeColors } from './theme-colors.js';

/**
 * The fonts a theme may choose, each self-hosted by the storefront (@fontsource-variable, bundled by
 * Vite, no other server asked) and shown for headings and the site name. Each family is followed by
 * its size-adjusted fallback (web/src/fonts.css) so the text keeps its place while the font arrives.
 */
export const THEME_FONTS = {
  Lora: { family: "'Lora Variable', 'Lora Fallback', Georgia, serif", kind: 'serif' },
  'Playfair Display': { family: "'Playfair Display Variable', 'Playfair Display Fallback', Georgia, serif", kind: 'serif' },
  Inter: { family: "'Inter Variable', 'Inter Fallback', Arial, sans-serif", kind: 'sans-serif' },
  'Source Sans 3': { family: "'Source Sans 3 Variable', 'Source Sans 3 Fallback', Arial, sans-serif", kind: 'sans-serif' },
} as const;
export type ThemeFont = keyof typeof THEME_FONTS;
export const THEME_FONT_NAMES = Object.keys(THEME_FONTS) as [ThemeFont, ...ThemeFont[]];

/** How the header is laid out on wide screens: the name at the left and the links beside it, or the name centred above the links. */
export const HEADER_LAYOUTS = ['standard', 'centered'] as const;
export type HeaderLayout = (typeof HEADER_LAYOUTS)[number];

export const CUSTOM_CSS_MAX = 20_000;
export const SITE_NAME_MAX = 80;

const color = (label: string) =>
  z
    .string({ error: `${label} must be a colour such as #1d4e89` })
    .trim()
    .regex(HEX_COLOR, `${label} must be a colour written as # and six hexadecimal digits, such as #1d4e89`)
    .transform((value) => value.toLowerCase());

const flag = (label: string) => z.boolean({ error: `${label} must be yes or no` });

/** A logo or favicon: none (''), one uploaded to the shop (/objects/…) or an https address, the product pictures' rule. */
const themeImage = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .superRefine((value, context) => {
      const problem = value === '' ? null : imageAddressProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: `${label}: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}` });
    });

const themeFields = {
  /** The name in the header and the page titles; empty shows the artist's name. */
  siteName: z.string({ error: 'Site name must be text' }).trim().max(SITE_NAME_MAX, `Site name is too long (at most ${SITE_NAME_MAX} characters)`),
  primaryColor: color('Primary colour'),
  secondaryColor: color('Secondary colour'),
  accentColor: color('Accent colour'),
  backgroundColor: color('Background colour'),
  textColor: color('Text colour'),
  /** Whether visitors may switch to the shop's dark colours with the light/dark toggle; off, everyone sees these colours. */
  darkMode: flag('Dark mode'),
  customLogo: themeImage('Logo'),
  favicon: themeImage('Favicon'),
  fontFamily: z.enum(THEME_FONT_NAMES, { error: `Font must be one of ${THEME_FONT_NAMES.join(', ')}` }),
  headerLayout: z.enum(HEADER_LAYOUTS, { error: `Header layout must be one of ${HEADER_LAYOUTS.join(', ')}` }),
  footerEnabled: flag('Show the footer'),
  /** Served as a stylesheet (GET /api/theme.css) after the theme's colours, never placed in a page. */
  customCSS: z.string({ error: 'Custom CSS must be text' }).max(CUSTOM_CSS_MAX, `Custom CSS is too long (at most ${CUSTOM_CSS_MAX} characters)`),
};

/** Refuses fields it does not know, naming them (a misspelt field would otherwise be lost in silence). */
const strictTheme = <T extends z.ZodRawShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Theme settings have no field ${issue.keys.map((key) => `'${key}'`).join(', ')}`
        : 'Theme settings must be an object',
  });

/** Every pair the storefront draws must read at 4.5:1; the first too faint is named on the colour to change. */
function checkContrast(colors: ThemeColors, context: z.RefinementCtx) {
  for (const problem of themeContrastProblems(colors)) context.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
}

/** The theme, checked whole: the colours must give readable text. */
export const themeSettingsSchema = strictTheme(themeFields).superRefine(checkContrast);
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

/** PUT /api/theme-settings: any of the settings; what is left out stays, and the result is checked whole. */
export const themeSettingsUpdateSchema = strictTheme(themeFields).partial();
export type ThemeSettingsUpdate = z.infer<typeof themeSettingsUpdateSchema>;

/** Before the artist sets a theme: the shop exactly as it looks without one, with Lora for headings. */
export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  siteName: '',
  ...DEFAULT_THEME_COLORS,
  darkMode: true,
  customLogo: '',
  favicon: '',
  fontFamily: 'Lora',
  headerLayout: 'standard',
  footerEnabled: true,
  customCSS: '',
};

/** The five ready-made palettes of the Theme screen; each reads at 4.5:1 in every pair. */
export const THEME_PRESETS: ReadonlyArray<{ name: string; colors: ThemeColors }> = [
  {
    name: 'Ocean Blue',
    colors: { primaryColor: '#1d4e89', secondaryColor: '#e2ecf6', accentColor: '#0b6e99', backgroundColor: '#f7fafc', textColor: '#14213d' },
  },
  {
    name: 'Forest Green',
    colors: { primaryColor: '#2d6a4f', secondaryColor: '#e3eee6', accentColor: '#1e6b45', backgroundColor: '#f7f9f5', textColor: '#1b2a21' },
  },
  {
    name: 'Sunset Orange',
    colors: { primaryColor: '#a63f03', secondaryColor: '#fbe7d7', accentColor: '#b4430e', backgroundColor: '#fffaf5', textColor: '#2b1d14' },
  },
  {
    name: 'Royal Purple',
    colors: { primaryColor: '#5b2a86', secondaryColor: '#ece3f5', accentColor: '#7036a8', backgroundColor: '#faf8fd', textColor: '#21172e' },
  },
  {
    name: 'Monochrome',
    colors: { primaryColor: '#111111', secondaryColor: '#ebebeb', accentColor: '#444444', backgroundColor: '#ffffff', textColor: '#111111' },
  },
];
