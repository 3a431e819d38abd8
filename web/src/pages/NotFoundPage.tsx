import { NotFound } from '@artshop/ui';
import { usePageTitle } from '../lib/title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return <NotFound homeHref="/" homeLabel="Return Home" />;
}
