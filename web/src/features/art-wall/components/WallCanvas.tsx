import { useRef, type Dispatch, type KeyboardEvent, type PointerEvent } from 'react';
import { artworkSizeOnWall, clamp, placementInPicture, type Product, type RoomBackground } from '@artshop/contracts';
import { ProductImage, cn } from '@artshop/ui';
import { KEY_STEP, KEY_STEP_LARGE, SIZE_STEP, type PlacedArtwork, type WallAction } from '../wall';

const ROOM_IMAGE_SIZES = '(min-width: 1024px) 900px, 100vw';
const HELP_ID = 'art-wall-help';

interface Drag {
  key: string;
  pointerId: number;
  /** Where the pointer grabbed the artwork, from its centre, in pixels: the artwork does not jump under the finger. */
  offsetX: number;
  offsetY: number;
}

/**
 * The room's picture with the artworks drawn over it to scale (contracts' placementInPicture). Each
 * artwork is a button: a click or tap selects it, a drag (mouse, pen or finger, through Pointer Events)
 * moves it, and with the keyboard the arrow keys move it and + and - resize it. Read-only, the
 * artworks are pictures only.
 */
export function WallCanvas({
  room,
  artworks,
  products,
  selected,
  dispatch,
  readOnly = false,
}: {
  room: RoomBackground;
  artworks: PlacedArtwork[];
  products: ReadonlyMap<string, Product>;
  selected: string | null;
  dispatch?: Dispatch<WallAction>;
  readOnly?: boolean;
}) {
  const pictureRef = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);

  /** The wall's box on screen, in pixels. */
  const wallBox = () => {
    const box = pictureRef.current!.getBoundingClientRect();
    return {
      left: box.left + room.wallLeft * box.width,
      top: box.top + room.wallTop * box.height,
      width: (room.wallRight - room.wallLeft) * box.width,
      height: (room.wallBottom - room.wallTop) * box.height,
    };
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>, artwork: PlacedArtwork) => {
    if (!dispatch || (event.pointerType === 'mouse' && event.button !== 0)) return;
    const own = event.currentTarget.getBoundingClientRect();
    drag.current = {
      key: artwork.key,
      pointerId: event.pointerId,
      offsetX: event.clientX - (own.left + own.width / 2),
      offsetY: event.clientY - (own.top + own.height / 2),
    };
    event.currentTarget.setPointerCapture(event.pointerId);
    dispatch({ type: 'select', key: artwork.key });
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!dispatch || !current || current.pointerId !== event.pointerId) return;
    const wall = wallBox();
    dispatch({
      type: 'move',
      key: current.key,
      x: clamp((event.clientX - current.offsetX - wall.left) / wall.width, 0, 1),
      y: clamp((event.clientY - current.offsetY - wall.top) / wall.height, 0, 1),
    });
  };

  const onPointerEnd = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag.current?.pointerId === event.pointerId) drag.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, artwork: PlacedArtwork) => {
    if (!dispatch) return;
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (move) dispatch({ type: 'moveBy', key: artwork.key, dx: move[0], dy: move[1] });
    else if (event.key === '+' || event.key === '=') dispatch({ type: 'size', key: artwork.key, size: artwork.size + SIZE_STEP });
    else if (event.key === '-' || event.key === '_') dispatch({ type: 'size', key: artwork.key, size: artwork.size - SIZE_STEP });
    else if (event.key === 'Delete' || event.key === 'Backspace') dispatch({ type: 'remove', key: artwork.key });
    else return;
    event.preventDefault();
    if (selected !== artwork.key) dispatch({ type: 'select', key: artwork.key });
  };

  return (
    <div
      ref={pictureRef}
      role="group"
      aria-label={`Wall of the ${room.name}`}
      aria-describedby={readOnly ? undefined : HELP_ID}
      className="relative select-none overflow-hidden rounded-lg border border-border bg-muted"
      data-testid="art-wall-canvas"
      data-room-id={room.id}
    >
      <ProductImage
        src={room.imageUrl}
        alt={room.description ? `${room.name}: ${room.description}` : room.name}
        width={1600}
        height={1000}
        sizes={ROOM_IMAGE_SIZES}
        priority
        className="block h-auto w-full"
        data-testid="art-wall-room-image"
      />
      {!readOnly ? (
        <p id={HELP_ID} className="sr-only">
          Drag an artwork to move it, or select it and use the arrow keys; plus and minus change its size, Delete takes it off the wall.
        </p>
      ) : null}
      {artworks.map((artwork) => {
        const product = products.get(artwork.productId);
        if (!product) return null;
        const size = artworkSizeOnWall(product.dimensions);
        const at = placementInPicture(room, size, artwork);
        const isSelected = artwork.key === selected;
        const style = {
          left: `${at.leftPct}%`,
          top: `${at.topPct}%`,
          width: `${at.widthPct}%`,
          aspectRatio: `${size.widthCm} / ${size.heightCm}`,
          transform: `translate(-50%, -50%) rotate(${artwork.rotation}deg)`,
        };
        const picture = (
          <ProductImage
            src={product.images[0]}
            alt=""
            width={400}
            height={Math.round((400 * size.heightCm) / size.widthCm)}
            sizes="200px"
            draggable={false}
            className="pointer-events-none block h-full w-full object-cover"
          />
        );
        const data = {
          'data-testid': 'wall-artwork',
          'data-product-id': artwork.productId,
          'data-x': artwork.x.toFixed(3),
          'data-y': artwork.y.toFixed(3),
          'data-size': artwork.size.toFixed(2),
          'data-rotation': String(artwork.rotation),
          'data-width-pct': at.widthPct.toFixed(2),
        };
        if (readOnly || !dispatch)
          return (
            <div key={artwork.key} role="img" aria-label={product.name} className="absolute shadow-lg ring-1 ring-black/10" style={style} {...data}>
              {picture}
            </div>
          );
        return (
          <button
            key={artwork.key}
            type="button"
            aria-label={`${product.name}${isSelected ? ', selected' : ''}`}
            aria-pressed={isSelected}
            className={cn(
              'absolute cursor-grab touch-none shadow-lg ring-1 ring-black/10 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring active:cursor-grabbing',
              isSelected && 'z-10 ring-2 ring-primary ring-offset-2',
            )}
            style={style}
            onPointerDown={(event) => onPointerDown(event, artwork)}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerEnd}
            onPointerCancel={onPointerEnd}
            onClick={() => dispatch({ type: 'select', key: artwork.key })}
            onKeyDown={(event) => onKeyDown(event, artwork)}
            {...data}
          >
            {picture}
          </button>
        );
      })}
    </div>
  );
}
