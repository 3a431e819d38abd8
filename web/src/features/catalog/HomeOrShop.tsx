import type { ReactNode } from 'react';
import { isPageEnabled, usePageSettings } from '@artshop/ui';
import { ShopPage } from './ShopPage';
import { SHOP_SCREENS } from './shop';

/**
 * The shop's address, /: the home page while it is on. Switched off in page settings, the shop still
 * needs a front door, so / opens on Shop All (and the header's Home link is gone). Until the switches
 * are read (they come preloaded with the page) the home page shows, as a page counts as enabled.
 */
export function HomeOrShop({ home }: { home: ReactNode }) {
  const settings = usePageSettings();
  return isPageEnabled(settings.data, 'home') ? home : <ShopPage screen={SHOP_SCREENS.all} />;
}
