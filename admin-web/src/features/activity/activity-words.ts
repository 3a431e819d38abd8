import type { ActivityArea } from '@artshop/contracts';

/** Each area as the back office's menu names what lives there. */
export const AREA_LABEL: Record<ActivityArea, string> = {
  gateway: 'Accounts',
  catalog: 'Products',
  'cart-order': 'Orders',
  subscription: 'Mail Club',
  content: 'Site',
  messaging: 'Messages',
};

/** A call's name as a sentence: 'updateHomeSettings' → 'Update home settings'. */
export function actionText(action: string): string {
  const words = action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
