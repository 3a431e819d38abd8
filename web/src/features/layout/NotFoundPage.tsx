import { NotFound } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';

/** Said to a shopper who followed an old or mistyped link (not the admin's developer hint). */
export const SHOPPER_NOT_FOUND_HINT = 'We couldn’t find this page. It may have moved, or the address may be mistyped.';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return <NotFound homeHref="/" homeLabel="Return Home" hint={SHOPPER_NOT_FOUND_HINT} />;
}
