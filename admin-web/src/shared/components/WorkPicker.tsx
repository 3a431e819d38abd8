import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { formatMoney, type Product, type ProductPage } from '@artshop/contracts';
import { Button, Input, ProductImage } from '@artshop/ui';
import { api } from '../api';

/** Active works matching a search. */
function useWorkSearch(q: string) {
  return useQuery<ProductPage>({
    queryKey: ['work-picker', q],
    queryFn: () => api.catalog.productPage({ q: q || undefined, status: 'active', pageSize: 8 }),
    placeholderData: keepPreviousData,
  });
}

function WorkLine({ product, action }: { product: Product | undefined; action: React.ReactNode }) {
  return (
    <li className="flex items-center gap-3 py-2">
      <ProductImage src={product?.images[0] ?? null} alt="" width={40} height={40} className="size-10 rounded border border-border object-cover" />
      <span className="min-w-0 flex-1 truncate">{product?.name ?? 'A work no longer listed'}</span>
      <span className="text-sm text-muted-foreground">{product ? formatMoney(product.price) : ''}</span>
      {action}
    </li>
  );
}

/**
 * Works chosen among the active ones, in the order chosen: a campaign's cards (picture, name, price, a
 * link to the work's page), a drop's works.
 */
export function WorkPicker({
  productIds,
  onChange,
  legend,
  max,
  testId,
}: {
  productIds: string[];
  onChange: (ids: string[]) => void;
  legend: string;
  max: number;
  /** The chosen works' list, for the browser tests. */
  testId: string;
}) {
  const [q, setQ] = useState('');
  const search = useWorkSearch(q);
  const [known, setKnown] = useState<Record<string, Product>>({});
  const found = search.data?.products ?? [];
  const add = (product: Product) => {
    setKnown((before) => ({ ...before, [product.id]: product }));
    onChange([...productIds, product.id]);
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">{legend}</legend>
      {productIds.length > 0 && (
        <ul className="divide-y divide-border rounded-md border border-border px-3" data-testid={testId}>
          {productIds.map((id) => (
            <WorkLine
              key={id}
              product={known[id] ?? found.find((product) => product.id === id)}
              action={
                <Button type="button" variant="ghost" size="sm" onClick={() => onChange(productIds.filter((other) => other !== id))}>
                  <X aria-hidden="true" />
                  <span className="sr-only">Remove</span>
                </Button>
              }
            />
          ))}
        </ul>
      )}
      <Input type="search" placeholder="Search your works…" aria-label="Search your works" value={q} onChange={(event) => setQ(event.target.value)} />
      <ul className="max-h-64 overflow-y-auto" data-testid="work-results">
        {found
          .filter((product) => !productIds.includes(product.id))
          .map((product) => (
            <WorkLine
              key={product.id}
              product={product}
              action={
                <Button type="button" variant="outline" size="sm" disabled={productIds.length >= max} onClick={() => add(product)}>
                  <Plus aria-hidden="true" />
                  Add<span className="sr-only"> {product.name}</span>
                </Button>
              }
            />
          ))}
      </ul>
    </fieldset>
  );
}
