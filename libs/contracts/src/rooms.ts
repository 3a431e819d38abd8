import { z } from 'zod';
import { booleanField, imageAddressSchema, optionalText, requiredText, wholeNumber } from './fields.js';

/** The kinds of room the art wall offers, with the words the back office shows for them. */
export const ROOM_TYPES = ['living_room', 'bedroom', 'office', 'dining_room'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];
export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  living_room: 'Living room',
  bedroom: 'Bedroom',
  office: 'Office',
  dining_room: 'Dining room',
};

export const ROOM_NAME_REQUIRED_MESSAGE = 'Please give the room a name';
export const ROOM_IMAGE_REQUIRED_MESSAGE = 'Please upload a photo of the wall';
export const ROOM_WALL_WIDTH_MESSAGE = 'The wall width must be a whole number of centimetres from 50 to 5000';
export const ROOM_WALL_AREA_MESSAGE = 'The wall must lie inside the photo, its left edge before its right and its top above its bottom';
export const ROOM_REORDER_MESSAGE = 'The new order must list every room exactly once';
export const ROOM_IN_USE_MESSAGE = 'Customers have saved walls in this room, so it cannot be deleted. Switch it off instead: it leaves the art wall.';

const wallEdge = z.number({ error: ROOM_WALL_AREA_MESSAGE }).min(0, ROOM_WALL_AREA_MESSAGE).max(1, ROOM_WALL_AREA_MESSAGE);

/**
 * POST /api/room-backgrounds and PUT /api/room-backgrounds/{id}: the same rules in the back office's form
 * and the content service. The wall width draws artworks to scale; where the wall lies in the photo
 * (fractions of its width and height) is kept when left out (a new room: the whole width, the top 72%).
 * Keys it does not know (id, sortOrder…) are ignored, so a room as GET answers it can be sent back.
 */
export const roomInputSchema = z
  .object({
    name: requiredText('Name', 100, ROOM_NAME_REQUIRED_MESSAGE),
    description: optionalText('Description', 500),
    imageUrl: z.string({ error: ROOM_IMAGE_REQUIRED_MESSAGE }).trim().min(1, ROOM_IMAGE_REQUIRED_MESSAGE).pipe(imageAddressSchema),
    roomType: z.enum(ROOM_TYPES, { error: `The room type must be one of ${Object.values(ROOM_TYPE_LABELS).join(', ')}` }),
    wallColor: z
      .string({ error: 'The wall colour must be a colour like #f5f1ea' })
      .regex(/^#[0-9a-fA-F]{6}$/, 'The wall colour must be a colour like #f5f1ea')
      .default('#ffffff'),
    wallWidthCm: wholeNumber(ROOM_WALL_WIDTH_MESSAGE, 50, 5000),
    wallLeft: wallEdge.optional(),
    wallTop: wallEdge.optional(),
    wallRight: wallEdge.optional(),
    wallBottom: wallEdge.optional(),
    isActive: booleanField('Shown on the art wall').default(true),
    /** The room the art wall opens with; choosing one makes it the only default. */
    isDefault: booleanField('Default room').default(false),
  })
  .refine(({ wallLeft = 0, wallRight = 1, wallTop = 0, wallBottom = 0.72 }) => wallLeft < wallRight && wallTop < wallBottom, {
    message: ROOM_WALL_AREA_MESSAGE,
    path: ['wallLeft'],
  });
export type RoomInput = z.output<typeof roomInputSchema>;
export type RoomFormValues = z.input<typeof roomInputSchema>;

/** POST /api/room-backgrounds/reorder: every room's id (switched-off ones too), in the new order. */
export const roomReorderSchema = z.object({
  roomIds: z
    .array(z.uuid({ error: 'Not a valid room id' }), { error: 'roomIds must list the rooms in their new order' })
    .min(1, 'roomIds must list the rooms in their new order')
    .refine((ids) => new Set(ids).size === ids.length, 'Each room can appear only once'),
});
export type RoomReorderInput = z.output<typeof roomReorderSchema>;
