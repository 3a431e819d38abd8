import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ProductListChoices } from './hooks';
import { choicesOf, linkedTabOf, withChoices, withoutLinkedDrawer } from './list-choices';

/** The search waits for a pause in typing before it is sent. */
const SEARCH_DELAY_MS = 250;

/**
 * Product Listings' choices in the address: `choose` changes them (back to the first page), the typed
 * search follows once typing pauses, and a link may ask for the drawer (`linkedTab`) until `closeLinked`.
 */
export function useProductListPlace() {
  const [params, setParams] = useSearchParams();
  const choices = choicesOf(params);
  const [search, setSearch] = useState(choices.q);

  const choose = (changes: Partial<ProductListChoices>) => setParams((current) => withChoices(current, changes), { replace: true });
  useEffect(() => {
    if (search.trim() === choices.q.trim()) return;
    const timer = setTimeout(() => choose({ q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text starts a search
  }, [search]);

  const clear = () => {
    setSearch('');
    choose({ q: '', status: '', category: '' });
  };
  const closeLinked = () => setParams(withoutLinkedDrawer, { replace: true });

  return { choices, search, setSearch, choose, clear, linkedTab: linkedTabOf(params), closeLinked };
}
