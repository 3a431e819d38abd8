import { z } from 'zod';
import { booleanField, optionalText, requiredText, tooLong, wholeNumber } from './fields.js';
import { IMAGE_ADDRESS_MAX, imageAddressProblem } from './images.js';

/** The Gallery manager's alert when either is missing. */
export const GALLERY_REQUIRED_MESSAGE = 'Title and image are required';
export const GALLERY_TITLE_REQUIRED_MESSAGE = 'Title is required';
export const GALLERY_IMAGE_REQUIRED_MESSAGE = 'Image is required';
export const GALLERY_REORDER_MESSAGE = 'The new order must list every gallery item exactly once';

/**
 * POST /api/gallery and PUT /api/gallery/{id}, the same rules in the Gallery manager's form and the content
 * service. The picture follows the product pictures' rule (uploaded to the shop, or an https address). Keys
 * it does not know (id, createdAt…) are ignored, so an item as GET answers it can be sent back. New items
 * are published unless the artist saves a draft.
 */
export const galleryItemInputSchema = z.object({
  title: requiredText('Title', 200, GALLERY_TITLE_REQUIRED_MESSAGE),
  description: optionalText('Description', 5_000),
  imageUrl: z
    .string({ error: GALLERY_IMAGE_REQUIRED_MESSAGE })
    .trim()
    .min(1, GALLERY_IMAGE_REQUIRED_MESSAGE)
    .max(IMAGE_ADDRESS_MAX, tooLong('The image address', IMAGE_ADDRESS_MAX))
    .superRefine((url, context) => {
      const problem = imageAddressProblem(url);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  /** Text, as the artist writes it: '2024', 'c. 1998', '2019–2021'. */
  year: optionalText('Year', 40),
  medium: optionalText('Medium', 200),
  dimensions: optionalText('Dimensions', 100),
  isPublished: booleanField('Published').default(true),
  /** Left out on a new item: it goes to the end of the gallery. */
  sortOrder: wholeNumber('Sort order must be a whole number of 0 or more', 0, 100_000).optional(),
});
export type GalleryItemInput = z.output<typeof galleryItemInputSchema>;
export type GalleryItemFormValues = z.input<typeof galleryItemInputSchema>;

/** POST /api/gallery/reorder: every item's id, in the new order (drafts included). */
export const galleryReorderSchema = z.object({
  itemIds: z
    .array(z.uuid({ error: 'Not a valid gallery item id' }), { error: 'itemIds must list the gallery items in their new order' })
    .min(1, 'itemIds must list the gallery items in their new order')
    .refine((ids) => new Set(ids).size === ids.length, 'Each gallery item can appear only once'),
});
export type GalleryReorderInput = z.output<typeof galleryReorderSchema>;
