import { z } from 'zod';
import { imageAddressSchema } from './fields.js';

/*
 * Image uploads (admin): POST /api/objects/upload → { uploadURL }; PUT {uploadURL} with the raw file;
 * PUT /api/objects/finalize { imageURL } → { url } (/objects/uploads/<id>.<ext>). And 'Analyze with AI':
 * POST /api/ai/analyze-artwork { imageUrl } → { title, description }; GET /api/ai/status → { configured }.
 */

/** The largest file the admin may upload: 10 MB, as the admin screen checks before sending. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const UPLOAD_TOO_LARGE_MESSAGE = 'Please select a file smaller than 10MB';
/** The most pixels an image may have (a 50-megapixel camera; 8660 × 5773): decoding more costs seconds of CPU per upload. */
export const MAX_IMAGE_PIXELS = 50_000_000;
export const imageTooLargeMessage = (width: number, height: number) =>
  `This image is too large (${width} × ${height} pixels). Please select an image of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`;

export const NOT_AN_IMAGE_MESSAGE = 'The file is not an image (or it is damaged). Please select an image file.';
export const UNSUPPORTED_IMAGE_MESSAGE = 'This kind of image is not supported. Please select a JPEG, PNG, WebP, GIF or AVIF file.';

/** Where uploads go: a path of the gateway, valid once and for a short while, for the admin who asked. */
export const UPLOAD_PATH_PREFIX = '/api/objects/uploads/';

export interface UploadAddress {
  uploadURL: string;
}

export interface FinalizedUpload {
  /** The public address of the stored image, e.g. /objects/uploads/3f…c1.jpg. */
  url: string;
}

/** PUT /api/objects/finalize: the upload address the file was sent to (relative, or absolute on the shop's host). */
export const finalizeUploadSchema = z.object({
  imageURL: z
    .string({ error: 'imageURL is required: the upload address the file was sent to' })
    .trim()
    .min(1, 'imageURL is required: the upload address the file was sent to')
    .max(2_000),
});

/**
 * Read by the artist in the product drawer: what to do, in plain words. (How to connect an AI
 * service is in docs/configuration.md, for whoever runs the shop's server.)
 */
export const AI_NOT_CONFIGURED_MESSAGE =
  'Analyze with AI is not switched on for this shop yet. Whoever looks after your shop’s hosting can connect an AI service; until then, write the title and description yourself.';

export const NO_IMAGE_MESSAGE = 'Please add an image first before analyzing.';

/**
 * POST /api/ai/analyze-artwork: any image a product may hold (the shared rule of images.ts). Content
 * sends the shop's own images inline, since the AI service cannot reach them, and web images by address.
 */
export const analyzeArtworkSchema = z.object({
  imageUrl: z.string({ error: NO_IMAGE_MESSAGE }).trim().min(1, NO_IMAGE_MESSAGE).pipe(imageAddressSchema),
});

export interface ArtworkAnalysis {
  title: string;
  description: string;
}

export interface AiStatus {
  configured: boolean;
}
