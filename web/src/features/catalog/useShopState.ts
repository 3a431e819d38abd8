import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseShopState, shopSearchParams, withShopChanges, type ShopState } from './shop';

/**
 * The shop screen's state, kept in the address. Each change starts from the address as it is now,
 * not as last rendered: the router renders a navigation as a transition, so on a busy phone a second
 * choice can come before the first one's render, and building on the rendered state would undo the
 * first (a cleared filter coming back). The address is replaced, so Back leaves the screen.
 */
export function useShopState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseShopState(searchParams), [searchParams]);
  const update = (changes: Partial<ShopState>) => {
    const current = parseShopState(new URLSearchParams(window.location.search));
    setSearchParams(shopSearchParams(withShopChanges(current, changes)), { replace: true, preventScrollReset: true });
  };
  return { state, update, filtersAsked: searchParams.get('filters') === 'open' };
}
