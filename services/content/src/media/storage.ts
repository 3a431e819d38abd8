import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { loadConfig } from '@artshop/service-kit';
import { DiskStorage } from './disk-storage.js';
import type { MediaStorage } from './media-storage.js';
import { S3Storage } from './s3-storage.js';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

// An empty variable (docker compose's `S3_BUCKET:`) means "not set".
const unsetWhenEmpty = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetWhenEmpty, schema.optional());

const storageConfigSchema = z.object({
  /** Local media folder (a volume in containers); used when no S3_BUCKET is set. */
  STORAGE_DIR: optional(z.string()),
  S3_BUCKET: optional(z.string()),
  /** e.g. https://s3.eu-west-1.amazonaws.com, http://minio:9000; unset: AWS's own endpoint for the region. */
  S3_ENDPOINT: optional(z.url()),
  S3_REGION: optional(z.string()),
  /** Unset: the SDK's usual sources (instance or pod role, AWS_* variables). */
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  /** bucket in the path (MinIO and most self-hosted stores) rather than in the host name. */
  S3_FORCE_PATH_STYLE: optional(z.stringbool()),
});

/** The storage the configuration names: S3 when S3_BUCKET is set, else the local folder. */
export function mediaStorageFromEnv(env: NodeJS.ProcessEnv = process.env): MediaStorage {
  const config = loadConfig(storageConfigSchema, env);
  if (!config.S3_BUCKET) return new DiskStorage(resolve(config.STORAGE_DIR ?? join(workspaceRoot, '.data/media')));
  if (!!config.S3_ACCESS_KEY_ID !== !!config.S3_SECRET_ACCESS_KEY) {
    throw new Error('Configuration is not valid:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return new S3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? 'us-east-1',
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
}
