import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CATALOG_STOREFRONT_ROUTES, dropPhase, type Drop, type ProductDrop } from '@artshop/contracts';
import { queryKeys, useHydrating, useVisitorQuery } from '@artshop/ui';

const dropsPath = CATALOG_STOREFRONT_ROUTES.getDrop.path.replace('/:slug', '');

/** A drop's page (GET /api/drops/{slug}): shared, so the server renders it. */
export function useDrop(slug: string) {
  return useQuery<Drop>({ queryKey: [dropsPath, slug] });
}

/** The drop that still holds a product back (GET /api/products/{id}/drop), or null. */
export function useProductDrop(productId: string) {
  return useQuery<ProductDrop | null>({ queryKey: [...queryKeys.products, productId, 'drop'] });
}

/** Whether this visitor may buy in members' early access (their own: read by the browser), asked only about a drop that has one. */
export function useDropAccess(drop: Pick<Drop, 'earlyAccessAt'> | null | undefined) {
  return useVisitorQuery<{ member: boolean }>({ queryKey: [CATALOG_STOREFRONT_ROUTES.dropAccess.path], enabled: Boolean(drop?.earlyAccessAt) });
}

/**
 * The reader's clock, a second at a time: null on the server and while the browser takes the page over
 * (the markup cannot know the reader's time). When a drop's instant passes, its reads are asked again,
 * so the page says it is open without a reload.
 */
export function useDropClock(drop: Pick<Drop, 'releaseAt' | 'earlyAccessAt'> | null | undefined): number | null {
  const hydrating = useHydrating();
  const [now, setNow] = useState(() => Date.now());
  const queryClient = useQueryClient();
  const phase = drop ? dropPhase(drop, now) : null;
  useEffect(() => {
    if (hydrating || !drop) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [hydrating, drop]);
  const seen = useRef(phase);
  useEffect(() => {
    if (seen.current === phase) return;
    seen.current = phase;
    void queryClient.invalidateQueries();
  }, [phase, queryClient]);
  return hydrating ? null : now;
}
