import type { FileStorage, StoredFile } from '../../adapters/storage/storage.ts';
import { notFound } from '../../lib/app-error.ts';

const AVATAR_PATH = /^[A-Za-z0-9_-]+\/avatar_\d+\.(webp|png|jpe?g|gif)$/;

/** An avatar by the part of its key after 'avatars/'; anything that is not an avatar key is simply missing. */
export async function readAvatarFile(storage: FileStorage, rest: string): Promise<StoredFile> {
  if (!AVATAR_PATH.test(rest)) throw notFound();
  const file = await storage.get(`avatars/${rest}`);
  if (!file) throw notFound();
  return file;
}
