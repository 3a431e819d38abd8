import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Folder holding uploaded and generated media; a volume in containers. */
export function storageDir(): string {
  return resolve(process.env.STORAGE_DIR ?? join(workspaceRoot, '.data/media'));
}

/** Resolves an object key inside the storage folder, refusing anything that would step outside it. */
export function objectPath(key: string): string | null {
  const root = storageDir();
  const path = resolve(root, key);
  return path.startsWith(`${root}/`) ? path : null;
}
