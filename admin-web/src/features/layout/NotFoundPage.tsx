import { NotFound } from '@artshop/ui';
import { useAdminTitle } from '../../shared/title';

export function NotFoundPage() {
  useAdminTitle('Page Not Found');
  return <NotFound homeHref="/dashboard" homeLabel="Back to the dashboard" />;
}
