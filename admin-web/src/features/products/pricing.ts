import type { PricingTierFormValues, TierType } from '@artshop/contracts';

/** Preset tier sizes in inches; 'Custom' lets the admin type any size. */
export const PRESET_SIZES = ['16x20', '18x24', '18x18', '24x30', '24x24', '30x36', '30x30', '36x48', '36x36', '48x48'] as const;
export type PresetSize = (typeof PRESET_SIZES)[number];

/**
 * The studio's list prices in dollars for reproductions, one per preset size in the order above.
 * Originals and framed pieces are priced by hand.
 */
export const PRESET_PRICES: Readonly<Partial<Record<TierType, readonly number[]>>> = {
  Print: [185, 225, 200, 275, 250, 350, 300, 400, 375, 425],
  'Canvas Print': [300, 375, 350, 400, 375, 500, 450, 600, 550, 650],
};

export function isPresetSize(size: string): size is PresetSize {
  return (PRESET_SIZES as readonly string[]).includes(size);
}

/** The list price ('185.00') of a preset size for a type that has a price table, else null. */
export function presetPrice(type: string, size: string): string | null {
  const prices = PRESET_PRICES[type as TierType];
  const index = (PRESET_SIZES as readonly string[]).indexOf(size);
  return prices && index >= 0 ? prices[index].toFixed(2) : null;
}

/** A tier just added with 'Add Tier'; the description is the admin's to write. */
export function newTier(): PricingTierFormValues {
  return { size: '42x42', price: '100.00', type: 'Original', stock: 1, description: '', editionSize: '', lowStockThreshold: '' };
}

/**
 * A product's stock as the artist counts it: with pricing tiers, what its tiers hold added up (each tier
 * is sold from its own stock, so the product's own count is unused); without, its own count. A tier's
 * stock may be text while it is typed in the form: what is not a whole number yet counts as 0.
 */
export function productStock(product: { stock: unknown; pricingTiers?: readonly { stock?: unknown }[] }): number {
  const whole = (stock: unknown) => (Number.isInteger(Number(stock)) && Number(stock) > 0 ? Number(stock) : 0);
  return product.pricingTiers?.length ? product.pricingTiers.reduce((sum, tier) => sum + whole(tier.stock), 0) : whole(product.stock);
}
