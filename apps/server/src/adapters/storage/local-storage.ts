import fs from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, isSafeKey, type FileStorage } from './storage.ts';

/** Files in a local folder (DATA_DIR/files by default). The content type follows the key's extension. */
export function createLocalStorage(root: string): FileStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error(`unsafe storage key: ${key}`);
    return file;
  };

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, file);
    },
    async get(key) {
      if (!isSafeKey(key)) return null;
      try {
        const bytes = await fs.readFile(fileOf(key));
        return { bytes: new Uint8Array(bytes), contentType: contentTypeOfKey(key) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      if (!isSafeKey(key)) return;
      await fs.rm(fileOf(key), { force: true });
    },
  };
}
