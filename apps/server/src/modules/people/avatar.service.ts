import { AVATAR_MAX_BYTES, AVATAR_MIME_TYPES, profileMessages } from '@drivecare/contract/profile';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { avatarUrlOf } from './me.service.ts';
import { createProfileWithGarage, lockAvatarKey, setAvatarKey } from './profile.repository.ts';

export const AVATAR_SIZE = 256;

/** Decodes, squares and re-encodes an image; anything sharp cannot read is not an image. */
async function toAvatarWebp(bytes: Uint8Array): Promise<Buffer> {
  // libvips costs ~25 MB of memory once loaded: only a process that receives an avatar pays for it.
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw badRequest(profileMessages.notAnImage);
  }
}

/**
 * Replaces a user's avatar (members and admins alike): checks the bytes are a PNG, JPEG, WebP or GIF under
 * 5 MB by their content, stores a 256x256 WebP under a fresh key, points the profile at it and removes the
 * old file. Answers the new avatar URL.
 */
export async function replaceAvatar(db: Db, storage: FileStorage, userId: string, bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength >= AVATAR_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', profileMessages.tooLarge);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(AVATAR_MIME_TYPES as readonly string[]).includes(type.mime)) throw badRequest(profileMessages.notAnImage);
  const webp = await toAvatarWebp(bytes);

  const key = `avatars/${userId}/avatar_${Date.now()}.webp`;
  await storage.put(key, webp, 'image/webp');
  let oldKey: string | null = null;
  try {
    await db.transaction(async (tx) => {
      let current = await lockAvatarKey(tx, userId);
      if (current === undefined) {
        await createProfileWithGarage(tx, { userId, firstName: null, lastName: null, phoneNumber: null });
        current = await lockAvatarKey(tx, userId);
      }
      oldKey = current ?? null;
      await setAvatarKey(tx, userId, key);
    });
  } catch (err) {
    await storage.delete(key);
    throw err;
  }
  if (oldKey && oldKey !== key) await storage.delete(oldKey);
  return avatarUrlOf(key)!;
}

/** The file part of a multipart upload as bytes, or the spec's errors when it is missing or too large. */
export async function readUploadedFile(value: unknown, maxBytes = AVATAR_MAX_BYTES): Promise<Uint8Array> {
  const file = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (!(file instanceof File)) throw badRequest(profileMessages.notAnImage);
  if (file.size >= maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', profileMessages.tooLarge);
  return new Uint8Array(await file.arrayBuffer());
}
