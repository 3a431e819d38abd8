import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { RoomBackground } from '@artshop/contracts';
import { Button, ConfirmDialog, LoadError, Skeleton, getErrorMessage, toast } from '@artshop/ui';
import { SortableList } from '../../shared/components/SortableList';
import { usePageTitle } from '../../shared/title';
import { RoomDialog, SAVE_FAILED_MESSAGE } from './components/RoomDialog';
import { RoomRow } from './components/RoomRow';
import { useDeleteRoom, useReorderRooms, useRooms, useSetRoomActive } from './hooks';

const failed = (title: string) => (error: unknown) => toast({ variant: 'destructive', title, description: getErrorMessage(error, '') || undefined });

/** The art wall's rooms: the photos visitors hang artworks on, their order in the picker, and which are shown. */
export function ArtWallRoomsPage() {
  usePageTitle('Art Wall Rooms');
  const rooms = useRooms();
  const setActive = useSetRoomActive();
  const remove = useDeleteRoom();
  const reorder = useReorderRooms();
  const [dialog, setDialog] = useState<{ open: boolean; room: RoomBackground | null; opening: number }>({ open: false, room: null, opening: 0 });
  const [deleting, setDeleting] = useState<RoomBackground | null>(null);
  const show = (room: RoomBackground | null) => setDialog((current) => ({ open: true, room, opening: current.opening + 1 }));
  const items = rooms.data ?? [];

  const switchRoom = (room: RoomBackground, isActive: boolean) =>
    setActive.mutate(
      { room, isActive },
      {
        onSuccess: () =>
          toast({ variant: 'success', title: isActive ? 'Room shown on the art wall' : 'Room taken off the art wall', description: `“${room.name}”` }),
        onError: failed(SAVE_FAILED_MESSAGE),
      },
    );

  const saveOrder = (next: RoomBackground[]) =>
    reorder.mutate(next, {
      onSuccess: () => toast({ variant: 'success', title: 'Rooms reordered', description: 'The art wall offers the rooms in the new order.' }),
      onError: failed('Failed to reorder the rooms. Please try again.'),
    });

  const runDelete = (room: RoomBackground) =>
    remove.mutate(room, {
      onSuccess: () => toast({ variant: 'success', title: 'Room deleted', description: `“${room.name}”` }),
      onError: failed('Failed to delete the room.'),
      onSettled: () => setDeleting(null),
    });

  return (
    <div className="mx-auto max-w-5xl">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold">Art Wall Rooms</h1>
          <p className="mt-2 text-muted-foreground">The rooms visitors hang your works in on the art wall, in the order its picker offers them.</p>
        </div>
        <Button onClick={() => show(null)} data-testid="add-room">
          <Plus aria-hidden="true" />
          Add Room
        </Button>
      </div>
      <div className="mt-8">
        {rooms.isLoading ? (
          <div role="status" className="space-y-3">
            <span className="sr-only">Loading the rooms…</span>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-24 w-full" />
            ))}
          </div>
        ) : rooms.error ? (
          <LoadError what="the rooms" error={rooms.error} onRetry={() => void rooms.refetch()} />
        ) : !items.length ? (
          <p className="rounded-lg border border-dashed border-border py-12 text-center text-sm text-muted-foreground" data-testid="no-rooms">
            No rooms yet. Add one so visitors can try your works on a wall.
          </p>
        ) : (
          <>
            <p className="mb-3 text-sm text-muted-foreground">Drag a room by its handle to move it, or use the arrows.</p>
            <SortableList
              items={items}
              getId={(room) => room.id}
              describe={(room) => room.name}
              onReorder={saveOrder}
              disabled={reorder.isPending}
              className="space-y-3"
              aria-label="Rooms, in the art wall's order"
              data-testid="rooms"
              renderItem={(room, _index, controls) => (
                <RoomRow
                  room={room}
                  controls={controls}
                  switching={setActive.isPending && setActive.variables?.room.id === room.id}
                  onActiveChange={(isActive) => switchRoom(room, isActive)}
                  onEdit={() => show(room)}
                  onDelete={() => setDeleting(room)}
                />
              )}
            />
          </>
        )}
      </div>
      <RoomDialog
        key={dialog.opening}
        open={dialog.open}
        room={dialog.room}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open, room: open ? current.room : null }))}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Delete this room?"
        description={
          deleting
            ? `“${deleting.name}” will be removed from the art wall for good. A room customers saved walls in cannot be deleted; switch it off instead.`
            : ''
        }
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        destructive
        onConfirm={() => deleting && runDelete(deleting)}
        data-testid="delete-room-confirm"
      />
    </div>
  );
}
