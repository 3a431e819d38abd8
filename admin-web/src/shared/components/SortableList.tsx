import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Button, cn } from '@artshop/ui';

export interface SortableControls {
  /** The drag handle: pointer drag, or focus it and press Space, the arrow keys, Space again. */
  handle: ReactNode;
  /** Move up / move down buttons, for those who would rather click or tab than drag. */
  moveButtons: ReactNode;
  dragging: boolean;
}

interface SortableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** A short name of an item for buttons and screen-reader announcements ('Landscapes', 'image 2'). */
  describe: (item: T, index: number) => string;
  onReorder: (next: T[]) => void;
  renderItem: (item: T, index: number, controls: SortableControls) => ReactNode;
  /** 'grid' for tiles that wrap (images), 'list' for rows. */
  layout?: 'list' | 'grid';
  disabled?: boolean;
  className?: string;
  'aria-label': string;
  'data-testid'?: string;
}

// useSortable answers dnd-kit's callback ref and the measured position, read while rendering as dnd-kit
// intends; React's compiler rule takes them for ref objects.
/* eslint-disable react-hooks/refs */
function SortableItem({ id, disabled, children }: { id: string; disabled: boolean; children: (sortable: ReturnType<typeof useSortable>) => ReactNode }) {
  const sortable = useSortable({ id, disabled });
  return (
    <li
      ref={sortable.setNodeRef}
      style={{ transform: CSS.Translate.toString(sortable.transform), transition: sortable.transition }}
      className={cn('relative', sortable.isDragging && 'z-10 opacity-80')}
    >
      {children(sortable)}
    </li>
  );
}
/* eslint-enable react-hooks/refs */

/**
 * A list the admin reorders by dragging (mouse, touch or keyboard, through @dnd-kit) or with move
 * buttons. It only reports the new order; the caller saves it.
 */
export function SortableList<T>({
  items,
  getId,
  describe,
  onReorder,
  renderItem,
  layout = 'list',
  disabled = false,
  className,
  ...rest
}: SortableListProps<T>) {
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so clicks on the row's buttons stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const nameOf = (id: unknown) => {
    const index = ids.indexOf(String(id));
    return index >= 0 ? describe(items[index], index) : 'item';
  };
  const positionOf = (id: unknown) => ids.indexOf(String(id)) + 1;

  // dnd-kit reports 'over' again for the same place (first of all right after the pick-up): only a change is announced.
  const lastOver = useRef<unknown>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${nameOf(active.id)}, position ${positionOf(active.id)} of ${ids.length}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return `${nameOf(active.id)} moved to position ${positionOf(over.id)} of ${ids.length}.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} dropped at position ${positionOf(over.id)} of ${ids.length}.` : `${nameOf(active.id)} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };

  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= items.length) return;
    onReorder(arrayMove([...items], from, to));
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: 'To reorder, press Space to pick this up, use the arrow keys to move it, then Space to drop it or Escape to cancel.',
        },
      }}
    >
      <SortableContext items={ids} strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy} disabled={disabled}>
        <ul className={className} aria-label={rest['aria-label']} data-testid={rest['data-testid']}>
          {items.map((item, index) => {
            const name = describe(item, index);
            return (
              <SortableItem key={ids[index]} id={ids[index]} disabled={disabled}>
                {(sortable) =>
                  renderItem(item, index, {
                    dragging: sortable.isDragging,
                    handle: (
                      <button
                        type="button"
                        ref={sortable.setActivatorNodeRef}
                        {...sortable.attributes}
                        {...sortable.listeners}
                        disabled={disabled}
                        aria-label={`Reorder ${name}`}
                        data-testid="drag-handle"
                        className="inline-flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-50"
                      >
                        <GripVertical className="size-4" aria-hidden="true" />
                      </button>
                    ),
                    moveButtons: (
                      <span className="inline-flex">
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label={`Move ${name} ${layout === 'grid' ? 'earlier' : 'up'}`}
                          data-testid="move-up"
                          disabled={disabled || index === 0}
                          onClick={() => move(index, index - 1)}
                        >
                          <ArrowUp className={cn('size-4', layout === 'grid' && '-rotate-90')} aria-hidden="true" />
                        </Button>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="size-8"
                          aria-label={`Move ${name} ${layout === 'grid' ? 'later' : 'down'}`}
                          data-testid="move-down"
                          disabled={disabled || index === items.length - 1}
                          onClick={() => move(index, index + 1)}
                        >
                          <ArrowDown className={cn('size-4', layout === 'grid' && '-rotate-90')} aria-hidden="true" />
                        </Button>
                      </span>
                    ),
                  })
                }
              </SortableItem>
            );
          })}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
