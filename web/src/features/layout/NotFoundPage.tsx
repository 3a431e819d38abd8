import { NotFound } from '@artshop/ui';
import { usePageTitle } from '../../shared/title';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return <NotFound homeHref="/" homeLabel="Return Home" />;
}
