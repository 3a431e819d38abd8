import type { CSSProperties } from 'react';
import { THEME_FONTS, themePalette, type ThemeColors, type ThemeFont } from '@artshop/contracts';
import { ProductImage, cn } from '@artshop/ui';
import type { ThemeValues } from '../theme-form';

/** The storefront in miniature with the colours, font, name, logo and footer as they stand in the form. */
export function ThemePreview({ values, colors }: { values: Partial<ThemeValues>; colors: ThemeColors }) {
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
