import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_ROUTES } from '@artshop/contracts';
import type { AiStatus, ArtworkAnalysis, Product, ProductInput } from '@artshop/contracts';
import { queryKeys, type MutationCallbacks } from '@artshop/ui';
import { api } from '../../shared/api';
import { tagKeys } from '../categories/hooks';
import { uploadImage, type UploadStage } from '../../shared/upload';

const aiKeys = {
  status: [CONTENT_ROUTES.aiStatus.path] as const,
};

/** Every product, whatever its status (the API answers admins with drafts and archived ones too). */
export function useAllProducts() {
  return useQuery<Product[]>({ queryKey: queryKeys.products });
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
