import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { MediaStorage, isValidKey } from './media-storage.js';

/** Media in a local folder (STORAGE_DIR): the default, and a volume in containers. */
export class DiskStorage extends MediaStorage {
  constructor(readonly root: string) {
    super();
  }

  async open(key: string) {
    const file = this.path(key);
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? { body: createReadStream(file), size: info.size } : null;
  }

  async read(key: string) {
    return readFile(this.path(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  async exists(key: string) {
    return (await stat(this.path(key)).catch(() => null))?.isFile() ?? false;
  }

  /** Written beside, then renamed: a reader never sees half a file. */
  async write(key: string, body: Buffer) {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    const partial = `${file}.${randomUUID()}.partial`;
    await writeFile(partial, body);
    await rename(partial, file);
  }

  /** The file of a key, refusing anything that would step outside the folder. */
  private path(key: string): string {
    const path = resolve(this.root, key);
    if (!isValidKey(key) || !path.startsWith(`${this.root}/`)) throw new Error(`Not a media key: ${key}`);
    return path;
  }
}
