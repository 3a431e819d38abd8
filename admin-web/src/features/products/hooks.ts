import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_ROUTES } from '@artshop/contracts';
import type { AiStatus, ArtworkAnalysis, Product, ProductInput, ProductPage, ShopOrderEntry } from '@artshop/contracts';
import { queryKeys, type MutationCallbacks } from '@artshop/ui';
import { api } from '../../shared/api';
import { tagKeys } from '../../shared/tags';
import { uploadImage, type UploadStage } from '../../shared/upload';

const aiKeys = {
  status: [CONTENT_ROUTES.aiStatus.path] as const,
};

/** Product Listings' choices, as GET /api/products/page takes them (empty: not narrowed). */
export interface ProductListChoices {
  q: string;
  status: string;
  category: string;
  sort: string;
  page: number;
}

export const ADMIN_PAGE_SIZE = 24;

/**
 * One page of products in every status (the API answers the admin with drafts and archived ones),
 * (GET /api/products/page) searched, filtered and sorted by the server. Under the products' key, so a save reads it again;
 * the page shown stays while the next one loads.
 */
export function useProductPage(choices: ProductListChoices) {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'category', 'sort'] as const) if (choices[key].trim()) params.set(key, choices[key].trim());
  params.set('page', String(choices.page));
  params.set('pageSize', String(ADMIN_PAGE_SIZE));
  return useQuery<ProductPage>({
    // Joined by the default read: GET /api/products/page?…
    queryKey: [...queryKeys.products, `page?${params.toString()}`],
    placeholderData: keepPreviousData,
  });
}

/**
 * Saving a product changes the list and the categories' and tags' product counts, so all three
 * are read again.
 */
function useRefreshCatalog() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryKeys.products, queryKeys.categories, tagKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** POST /api/products (no id) or PUT /api/products/{id}. */
export function useSaveProduct() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ProductInput }) =>
      id ? api.catalog.updateProduct({ ...input, id }) : api.catalog.createProduct(input),
    onSuccess: () => void refresh(),
  });
}

/** DELETE /api/products/{id}: undefined when deleted (204), the archived answer when it has orders. */
export function useDeleteProduct() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (product: Product) => api.catalog.deleteProduct({ id: product.id }),
    onSettled: () => void refresh(),
  });
}

/** GET /api/ai/status: whether the content service has an AI endpoint to analyse artworks with. */
export function useAiStatus() {
  return useQuery<AiStatus>({ queryKey: aiKeys.status });
}

/** POST /api/ai/analyze-artwork with an image's address: a suggested title and description. */
export function useAnalyzeArtwork(callbacks?: MutationCallbacks<ArtworkAnalysis, string>) {
  return useMutation({ ...callbacks, mutationFn: (imageUrl: string) => api.content.analyzeArtwork({ imageUrl }) });
}

/** An image upload through upload.ts's three steps; its address in the shop is the answer. */
export function useUploadImage(report: { onStage: (stage: UploadStage) => void; onProgress: (percent: number) => void }) {
  return useMutation({
    mutationFn: (file: File) => uploadImage(file, report),
    // Offline, the first step fails at once and says so, rather than waiting for the connection in silence.
    networkMode: 'always',
  });
}

const shopOrderKey = [...queryKeys.products, 'shop-order'] as const;

/** GET /api/products/shop-order: the shop's products in the order the storefront shows them by default. */
export function useShopOrder() {
  return useQuery<ShopOrderEntry[]>({ queryKey: shopOrderKey });
}

/**
 * POST /api/products/shop-order with every product of the shop in the new order. The list shows it at
 * once; a failure puts the old one back. The product lists are read again (their default sort changed).
 */
export function useSaveShopOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: ShopOrderEntry[]) => api.catalog.saveShopOrder({ productIds: next.map((entry) => entry.id) }),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: shopOrderKey });
      const previous = queryClient.getQueryData<ShopOrderEntry[]>(shopOrderKey);
      queryClient.setQueryData(shopOrderKey, next);
      return { previous };
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(shopOrderKey, saved);
      void queryClient.invalidateQueries({ queryKey: queryKeys.products, predicate: (query) => query.queryKey[1] !== 'shop-order' });
    },
    onError: (_error, _next, context) => queryClient.setQueryData(shopOrderKey, context?.previous),
  });
}
