import type { ReactNode } from 'react';
import type { PageName } from '@artshop/contracts';
import { isPageEnabled, usePageSettings } from '@artshop/ui';
import { NotFoundPage } from './NotFoundPage';
import { PagePlaceholder } from '../../shared/components/PagePlaceholder';

/**
 * A page the artist can switch off (page settings): while it is off its address is the 404 page, as
 * the gateway answers it. Until the switches are read nothing is shown (they come preloaded with the
 * page); if they cannot be read, the page shows, as a page without a setting counts as enabled.
 */
export function EnabledPage({ page, children }: { page: PageName; children: ReactNode }) {
  const settings = usePageSettings();
  if (settings.isLoading) return <PagePlaceholder />;
  return isPageEnabled(settings.data, page) ? children : <NotFoundPage />;
}
