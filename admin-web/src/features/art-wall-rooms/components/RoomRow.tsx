import { Pencil, Trash2 } from 'lucide-react';
import { ROOM_TYPE_LABELS, type RoomBackground } from '@artshop/contracts';
import { Badge, Button, ProductImage, Switch, cn } from '@artshop/ui';
import type { SortableControls } from '../../../shared/components/SortableList';
import { PLACEHOLDER_SRC } from '../../../shared/paths';

/** One room in the list: its photo, name, wall width, the art wall switch, and edit / delete. */
export function RoomRow({
  room,
  controls: { handle, moveButtons, dragging },
  switching,
  onActiveChange,
  onEdit,
  onDelete,
}: {
  room: RoomBackground;
  controls: SortableControls;
  switching: boolean;
  onActiveChange: (isActive: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <div
      className={cn('flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-3', dragging && 'shadow-lg')}
      data-testid="room-row"
      data-room-id={room.id}
    >
      <div className="flex items-center">
        {handle}
        {moveButtons}
      </div>
      <ProductImage
        src={room.imageUrl}
        alt=""
        fallbackSrc={PLACEHOLDER_SRC}
        width={160}
        height={100}
        className={cn('h-16 w-24 shrink-0 rounded-md object-cover', !room.isActive && 'opacity-60')}
      />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span data-testid="room-name">{room.name}</span>
          {room.isDefault ? <Badge variant="accent">Default</Badge> : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {ROOM_TYPE_LABELS[room.roomType]} · wall {room.wallWidthCm} cm wide
        </p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`room-active-${room.id}`} className="text-xs text-muted-foreground">
          On the art wall
        </label>
        <Switch id={`room-active-${room.id}`} checked={room.isActive} onCheckedChange={onActiveChange} disabled={switching} data-testid="room-active" />
      </div>
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="sm" onClick={onEdit} data-testid="edit-room">
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {room.name}</span>
        </Button>
        <Button variant="ghost" size="sm" className="text-destructive hover:text-destructive" onClick={onDelete} data-testid="delete-room">
          <Trash2 aria-hidden="true" />
          Delete<span className="sr-only"> {room.name}</span>
        </Button>
      </div>
    </div>
  );
}
