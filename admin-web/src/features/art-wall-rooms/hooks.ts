import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONTENT_ROUTES } from '@artshop/contracts';
import type { RoomBackground, RoomInput } from '@artshop/contracts';
import { api } from '../../shared/api';

const roomKeys = {
  all: [CONTENT_ROUTES.listAllRoomBackgrounds.path] as const,
};

/** Every room of the art wall, switched-off ones too, in the art wall's order. */
export function useRooms() {
  return useQuery<RoomBackground[]>({ queryKey: roomKeys.all });
}

function useRefreshRooms() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: roomKeys.all });
}

/** POST /api/room-backgrounds for a new room, PUT /api/room-backgrounds/{id} for an edit. */
export function useSaveRoom() {
  const refresh = useRefreshRooms();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: RoomInput }) =>
      id ? api.content.updateRoomBackground({ ...input, id }) : api.content.createRoomBackground(input),
    onSuccess: () => void refresh(),
  });
}

/** The list's switch: only isActive is sent. */
export function useSetRoomActive() {
  const refresh = useRefreshRooms();
  return useMutation({
    mutationFn: ({ room, isActive }: { room: RoomBackground; isActive: boolean }) => api.content.updateRoomBackground({ id: room.id, isActive }),
    onSettled: () => void refresh(),
  });
}

export function useDeleteRoom() {
  const refresh = useRefreshRooms();
  return useMutation({
    mutationFn: (room: RoomBackground) => api.content.deleteRoomBackground({ id: room.id }),
    onSettled: () => void refresh(),
  });
}

/** Every room's id in the new order. The list shows it at once; a failure puts the old one back. */
export function useReorderRooms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: RoomBackground[]) => api.content.reorderRoomBackgrounds({ roomIds: next.map((room) => room.id) }),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: roomKeys.all });
      const previous = queryClient.getQueryData<RoomBackground[]>(roomKeys.all);
      queryClient.setQueryData(roomKeys.all, next);
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(roomKeys.all, saved),
    onError: (_error, _next, context) => queryClient.setQueryData(roomKeys.all, context?.previous),
  });
}
