import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import type { Repository } from 'typeorm';
import { NOT_AN_IMAGE_MESSAGE, UPLOAD_PATH_PREFIX, type FinalizedUpload, type UploadAddress } from '@artshop/contracts';
import { AppError } from '@artshop/service-kit';
import { MediaStorage, contentTypeOf } from '../media/media-storage.js';
import { renderVariants } from '../media/variants.js';
import { readImage } from './image-file.js';
import { Upload } from './upload.entity.js';

/** Long enough to pick and send a large file on a slow line, short enough that a leaked address soon dies. */
const UPLOAD_WINDOW_MS = 15 * 60_000;

const UNKNOWN_ADDRESS = 'This upload address is not valid. Please start the upload again.';
const USED_ADDRESS = 'This upload address has already been used. Please start the upload again.';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The three-step upload. The address points at our own gateway whatever the storage, so every
 * file is checked here before anything is stored; its variants are rendered on arrival, while the
 * bytes are at hand and no RPC deadline runs (finalize then only confirms and names the public URL).
 */
@Injectable()
export class UploadsService {
  constructor(
    @InjectRepository(Upload) private readonly uploads: Repository<Upload>,
    private readonly storage: MediaStorage,
  ) {}

  async createAddress(ownerId: string): Promise<UploadAddress> {
    const token = randomBytes(32).toString('base64url');
    await this.uploads.insert({ tokenHash: hashToken(token), ownerId, expiresAt: new Date(Date.now() + UPLOAD_WINDOW_MS) });
    return { uploadURL: `${UPLOAD_PATH_PREFIX}${token}` };
  }

  /** The upload a file is being sent to, checked before its bytes are read. */
  async awaitingFile(token: string, ownerId: string): Promise<Upload> {
    const upload = await this.uploads.findOneBy({ tokenHash: hashToken(token) });
    if (!upload || upload.ownerId !== ownerId) throw AppError.notFound(UNKNOWN_ADDRESS);
    if (upload.status !== 'awaiting-file') throw AppError.conflict(USED_ADDRESS);
    if (upload.expiresAt.getTime() < Date.now()) throw new AppError(410, 'This upload address has expired. Please start the upload again.');
    return upload;
  }

  /** Stores the image as uploads/<id>.<ext> with its variants; anything that is not an image is refused and nothing kept. */
  async receive(upload: Upload, bytes: Buffer): Promise<void> {
    const image = await readImage(bytes);
    const key = `uploads/${upload.id}.${image.extension}`;
    const variants = await renderVariants(key, image.body).catch(() => {
      throw AppError.badRequest(NOT_AN_IMAGE_MESSAGE);
    });
    // Variants first: once the original exists, so does everything its srcset names.
    await Promise.all(variants.map((variant) => this.storage.write(variant.key, variant.body, variant.contentType)));
    await this.storage.write(key, image.body, contentTypeOf(key)!);
    const claimed = await this.uploads.update({ id: upload.id, status: 'awaiting-file' }, { status: 'received', objectKey: key });
    if (!claimed.affected) throw AppError.conflict(USED_ADDRESS);
  }

  /** PUT /api/objects/finalize { imageURL }: the public address of the received image; asking twice gives the same. */
  async finalize(ownerId: string, imageURL: string): Promise<FinalizedUpload> {
    const token = tokenOf(imageURL);
    const upload = token ? await this.uploads.findOneBy({ tokenHash: hashToken(token) }) : null;
    if (!upload || upload.ownerId !== ownerId) throw AppError.notFound('This upload was not found. Please upload the image again.');
    if (!upload.objectKey) throw AppError.badRequest('No file has arrived at this upload address yet. Please send the file first.');
    if (upload.status === 'received') await this.uploads.update({ id: upload.id }, { status: 'finalized' });
    return { url: `/objects/${upload.objectKey}` };
  }
}

/** The token of an upload address, given as the path we answered or as an absolute URL of it. */
function tokenOf(imageURL: string): string | null {
  return /^(?:https?:\/\/[^/]+)?\/api\/objects\/uploads\/([\w-]{43})$/.exec(imageURL)?.[1] ?? null;
}
