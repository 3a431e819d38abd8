import { z } from 'zod';
import {
  ART_WALL_MAX_ARTWORKS,
  ART_WALL_NAME_MAX,
  ART_WALL_ROTATION_LIMIT,
  ART_WALL_SIZE_MAX,
  ART_WALL_SIZE_MIN,
  COMPOSITION_NAME_REQUIRED_MESSAGE,
  type WallPlacement,
} from './art-wall-sizes.js';
import { idSchema } from './catalog.js';
import { booleanField, requiredText } from './fields.js';

const fraction = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must be on the wall (between 0 and 1)`)
    .max(1, `${label} must be on the wall (between 0 and 1)`);

/** One artwork on the wall: its product, centre as fractions of the wall, Size (1 = real size) and rotation in degrees. */
export const wallArtworkSchema = z.object({
  productId: idSchema,
  x: fraction('Position x'),
  y: fraction('Position y'),
  size: z
    .number({ error: 'Size must be a number' })
    .min(ART_WALL_SIZE_MIN, `Size must be between ${ART_WALL_SIZE_MIN * 100}% and ${ART_WALL_SIZE_MAX * 100}%`)
    .max(ART_WALL_SIZE_MAX, `Size must be between ${ART_WALL_SIZE_MIN * 100}% and ${ART_WALL_SIZE_MAX * 100}%`),
  rotation: z
    .number({ error: 'Rotation must be a number' })
    .min(-ART_WALL_ROTATION_LIMIT, `Rotation must be between -${ART_WALL_ROTATION_LIMIT}° and ${ART_WALL_ROTATION_LIMIT}°`)
    .max(ART_WALL_ROTATION_LIMIT, `Rotation must be between -${ART_WALL_ROTATION_LIMIT}° and ${ART_WALL_ROTATION_LIMIT}°`),
}) satisfies z.ZodType<WallPlacement & { productId: string }>;
export type WallArtwork = z.output<typeof wallArtworkSchema>;

/**
 * POST /api/art-wall/compositions and PUT /api/art-wall/compositions/{id} (stored in
 * art_wall_simulations): the same rules in the simulator and in the content service. Keys it does not
 * know (id, createdAt…) are ignored, so a composition as GET answers it can be sent back.
 */
export const compositionInputSchema = z.object({
  name: requiredText('Name', ART_WALL_NAME_MAX, COMPOSITION_NAME_REQUIRED_MESSAGE),
  roomBackgroundId: idSchema,
  artworks: z
    .array(wallArtworkSchema, { error: 'Artworks must be a list' })
    .min(1, 'Place at least one artwork on the wall before saving')
    .max(ART_WALL_MAX_ARTWORKS, `A wall holds at most ${ART_WALL_MAX_ARTWORKS} artworks`),
  isPublic: booleanField('Shared').default(false),
});
export type CompositionInput = z.output<typeof compositionInputSchema>;

/** A saved wall as its owner and, when shared, anyone with the link reads it; the owner's account is never shown. */
export interface ArtWallComposition {
  id: string;
  name: string;
  roomBackgroundId: string;
  artworks: WallArtwork[];
  isPublic: boolean;
  /** The caller's own composition: they may change, share and delete it; anyone else only looks. */
  isOwn: boolean;
  createdAt: string;
  updatedAt: string;
}
