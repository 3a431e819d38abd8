import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CATALOG_ROUTES, type Drop, type DropForm } from '@artshop/contracts';
import { api } from '../../shared/api';

const dropKeys = { all: [CATALOG_ROUTES.listDrops.path] as const };

/** Every drop, the latest release first (GET /api/drops). */
export function useDrops() {
  return useQuery<Drop[]>({ queryKey: dropKeys.all });
}

/** POST /api/drops for a new drop, PUT /api/drops/{id} for a change. */
export function useSaveDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: string | null; form: DropForm }) => (id ? api.catalog.updateDrop({ ...form, id }) : api.catalog.createDrop(form)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: dropKeys.all }),
  });
}

export function useDeleteDrop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.catalog.deleteDrop({ id }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: dropKeys.all }),
  });
}
