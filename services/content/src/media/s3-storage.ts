import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import { MediaStorage, isValidKey } from './media-storage.js';

/** Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2…); content still serves it at /objects/. */
export class S3Storage extends MediaStorage {
  private readonly client: S3Client;
  readonly bucket: string;

  constructor({ bucket, ...config }: { bucket: string } & Pick<S3ClientConfig, 'endpoint' | 'region' | 'forcePathStyle' | 'credentials'>) {
    super();
    this.bucket = bucket;
    this.client = new S3Client(config);
  }

  async open(key: string) {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: checked(key) }));
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async read(key: string) {
    const object = await this.open(key);
    return object ? Buffer.concat(await object.body.toArray()) : null;
  }

  async exists(key: string) {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: checked(key) }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async write(key: string, body: Buffer, contentType: string) {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: checked(key), Body: body, ContentType: contentType }));
  }
}

function checked(key: string): string {
  if (!isValidKey(key)) throw new Error(`Not a media key: ${key}`);
  return key;
}

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}
