import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PALETTE, contrastRatio, relativeLuminance, themeContrastProblems, themePalette } from './theme-colors.js';
import { DEFAULT_THEME_SETTINGS, THEME_PRESETS, themeSettingsSchema, themeSettingsUpdateSchema } from './theme.js';

const colors = (changes: Partial<typeof DEFAULT_THEME_SETTINGS> = {}) => ({ ...DEFAULT_THEME_SETTINGS, ...changes });

describe('WCAG 2.1 contrast', () => {
  it('measures relative luminance and the ratio as the standard defines them', () => {
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 5);
    expect(relativeLuminance('#000000')).toBe(0);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#8a3b22', '#8a3b22')).toBe(1);
    // Known values: #767676 is the lightest grey that passes AA on white, #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('the theme palette', () => {
  it('is the shop’s own look, exactly, for the default theme', () => {
    expect(themePalette(DEFAULT_THEME_SETTINGS)).toEqual(DEFAULT_PALETTE);
    expect(themeContrastProblems(DEFAULT_THEME_SETTINGS)).toEqual([]);
  });

  it('keeps DEFAULT_PALETTE in step with the stylesheet both apps load', () => {
    const css = readFileSync(new URL('../../ui/src/styles.css', import.meta.url), 'utf8');
    const root = /:root\s*{([^}]*)}/.exec(css)![1]!;
    const declared = Object.fromEntries([...root.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map(([, name, value]) => [name, value!.toLowerCase()]));
    expect(declared).toEqual(DEFAULT_PALETTE);
  });

  it('gives every preset readable text in every pair the storefront draws', () => {
    expect(THEME_PRESETS.map((preset) => preset.name)).toEqual(['Ocean Blue', 'Forest Green', 'Sunset Orange', 'Royal Purple', 'Monochrome']);
    for (const preset of THEME_PRESETS) expect(themeContrastProblems(preset.colors), preset.name).toEqual([]);
  });

  it('works out button text that reads on a changed primary colour, and secondary text that reads on the background', () => {
    const palette = themePalette(colors({ primaryColor: '#f5d90a', backgroundColor: '#ffffff', textColor: '#222222' }));
    expect(palette['primary-foreground']).toBe('#222222');
    expect(contrastRatio(palette['muted-foreground'], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(palette.input, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('uses the dark status colours on a dark background', () => {
    const palette = themePalette(
      colors({ backgroundColor: '#101418', textColor: '#f0f0f0', primaryColor: '#9ecbff', secondaryColor: '#263040', accentColor: '#ffb86b' }),
    );
    expect(palette.destructive).toBe('#ef6b5f');
    expect(
      themeContrastProblems(
        colors({ backgroundColor: '#101418', textColor: '#f0f0f0', primaryColor: '#9ecbff', secondaryColor: '#263040', accentColor: '#ffb86b' }),
      ),
    ).toEqual([]);
  });

  it('names each pair that is too faint, with its ratio, on the colour to change', () => {
    const problems = themeContrastProblems(colors({ textColor: '#b0b0b0', backgroundColor: '#ffffff' }));
    expect(problems[0]).toMatchObject({ field: 'textColor', label: 'Text on the background', ratio: 2.1 });
    expect(problems[0]!.message).toBe('Not enough contrast: text on the background is 2.1:1; it needs at least 4.5:1');
    // A mid blue with white or dark text: neither reaches 4.5:1 on every side, so the button text pair is named.
    const blue = themeContrastProblems(colors({ primaryColor: '#6b7cff' }));
    expect(blue.map((problem) => problem.label)).toContain('The primary colour as text on the background');
  });
});

describe('the theme settings schema', () => {
  it('takes a whole theme and writes colours in lower case', () => {
    const parsed = themeSettingsSchema.parse(colors({ primaryColor: '#1D4E89', siteName: '  Studio Blue ' }));
    expect(parsed.primaryColor).toBe('#1d4e89');
    expect(parsed.siteName).toBe('Studio Blue');
  });

  it('refuses fields it does not know, naming them', () => {
    const result = themeSettingsUpdateSchema.safeParse({ siteName: 'A', headerColour: '#000000' });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe("Theme settings have no field 'headerColour'");
    expect(themeSettingsSchema.safeParse({ ...DEFAULT_THEME_SETTINGS, extra: 1 }).success).toBe(false);
  });

  it('refuses colours that are not #rrggbb, fonts not on the list and custom CSS that is too long', () => {
    const message = (value: object) => themeSettingsSchema.safeParse(colors(value as never)).error?.issues[0]?.message;
    expect(message({ primaryColor: 'blue' })).toBe('Primary colour must be a colour written as # and six hexadecimal digits, such as #1d4e89');
    expect(message({ textColor: '#12345' })).toMatch(/^Text colour must be a colour/);
    expect(message({ fontFamily: 'Comic Sans MS' })).toBe('Font must be one of Lora, Playfair Display, Inter, Source Sans 3');
    expect(message({ customCSS: 'a'.repeat(20_001) })).toBe('Custom CSS is too long (at most 20000 characters)');
    expect(message({ customLogo: 'javascript:alert(1)' })).toMatch(/^Logo: /);
    expect(message({ headerLayout: 'sideways' })).toBe('Header layout must be one of standard, centered');
  });

  it('refuses a theme whose text would be too faint, on the field to change', () => {
    const result = themeSettingsSchema.safeParse(colors({ textColor: '#cccccc' }));
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({
      path: ['textColor'],
      message: expect.stringMatching(/^Not enough contrast: text on the background is 1\.\d:1/),
    });
  });
});
