import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CategoryInput, CategoryWithCount, TagInput, TagWithCount } from '@artshop/contracts';
import { queryKeys } from '@artshop/ui';
import { api } from '../../shared/api';
import { tagKeys } from '../../shared/tags';

/**
 * Category and tag writes. A rename or a deletion changes what products answer (their category
 * name, their tags), so the product list is read again too.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return (...keys: ReadonlyArray<readonly string[]>) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSaveCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CategoryInput }) =>
      id ? api.catalog.updateCategory({ ...input, id }) : api.catalog.createCategory(input),
    onSuccess: () => void refresh(queryKeys.categories, queryKeys.products),
  });
}

export function useDeleteCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (category: CategoryWithCount) => api.catalog.deleteCategory({ id: category.id }),
    onSettled: () => void refresh(queryKeys.categories, queryKeys.products),
  });
}

/**
 * Show in Navigation, saved at once. The switch moves before the answer; a failure puts it back.
 */
export function useToggleCategoryNavigation() {
  const queryClient = useQueryClient();
  const setActive = (id: string, isActive: boolean) =>
    queryClient.setQueryData<CategoryWithCount[]>(queryKeys.categories, (list) => list?.map((entry) => (entry.id === id ? { ...entry, isActive } : entry)));
  return useMutation({
    mutationFn: ({ category, isActive }: { category: CategoryWithCount; isActive: boolean }) => api.catalog.updateCategory({ id: category.id, isActive }),
    onMutate: ({ category, isActive }) => setActive(category.id, isActive),
    onSuccess: (saved) => setActive(saved.id, saved.isActive),
    onError: (_error, { category }) => setActive(category.id, category.isActive),
  });
}

/**
 * POST /api/categories/reorder with every id in the new order. The list shows the new order at
 * once; a failure puts the old one back.
 */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: CategoryWithCount[]) => api.catalog.reorderCategories({ categoryIds: next.map((category) => category.id) }),
    onMutate: (next) => {
      const previous = queryClient.getQueryData<CategoryWithCount[]>(queryKeys.categories);
      queryClient.setQueryData(queryKeys.categories, next);
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.categories, saved),
    onError: (_error, _next, context) => queryClient.setQueryData(queryKeys.categories, context?.previous),
  });
}

export function useSaveTag() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: TagInput }) => (id ? api.catalog.updateTag({ ...input, id }) : api.catalog.createTag(input)),
    onSuccess: () => void refresh(tagKeys.all),
  });
}

export function useDeleteTag() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (tag: TagWithCount) => api.catalog.deleteTag({ id: tag.id }),
    onSettled: () => void refresh(tagKeys.all, queryKeys.products),
  });
}
