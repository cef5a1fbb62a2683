import { fileTypeFromBuffer } from 'file-type';
import type { Context } from 'hono';
import { AppError, badRequest, notFound } from './app-error.ts';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_EDGE = 1600;

/** What serving a photo needs of the file store (the storage adapter fits it; lib does not import adapters). */
interface PhotoStore {
  get(key: string): Promise<{ bytes: Uint8Array } | null>;
}
interface PhotoFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface PhotoMessages {
  missing: string;
  type: string;
  tooLarge: string;
}

export interface ResizedPhoto {
  data: Buffer;
  width: number;
  height: number;
}

/** Decodes and re-encodes the photo (no metadata kept, turned upright, at most 1600 px a side) as WebP. */
async function toPhotoWebp(bytes: Uint8Array, messages: PhotoMessages): Promise<ResizedPhoto> {
  // libvips is loaded only by a process that receives a photo (as for avatars).
  const { default: sharp } = await import('sharp');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000, animated: false })
      .rotate()
      .resize(PHOTO_EDGE, PHOTO_EDGE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw badRequest(messages.type, { file: messages.type });
  }
}

/**
 * One uploaded photo (a form part), checked by its content (JPEG, PNG or WebP by magic bytes, never by name or
 * declared type) and re-encoded: the visit findings' and the support messages' photos. `field` names the form
 * field a refusal is reported on.
 */
export async function readPhoto(part: unknown, maxBytes: number, messages: PhotoMessages, field = 'file'): Promise<ResizedPhoto> {
  if (!(part instanceof File)) throw badRequest(messages.missing, { [field]: messages.missing });
  if (part.size > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', messages.tooLarge);
  const bytes = new Uint8Array(await part.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !PHOTO_TYPES.includes(type.mime)) throw badRequest(messages.type, { [field]: messages.type });
  return toPhotoWebp(bytes, messages);
}

/**
 * A stored photo for the record's owner or staff; anyone else, a missing row or a missing file is the same 404
 * (nobody learns which photos exist).
 */
export async function readOwnedPhoto(
  storage: PhotoStore,
  user: { id: string; role?: string | null },
  photo: { fileKey: string; contentType: string; ownerId: string } | null,
  notFoundMessage: string,
): Promise<PhotoFile> {
  if (!photo || (photo.ownerId !== user.id && user.role !== 'admin')) throw notFound(notFoundMessage);
  const file = await storage.get(photo.fileKey);
  if (!file) throw notFound(notFoundMessage);
  return { bytes: file.bytes, contentType: photo.contentType };
}

/** The answer carrying a photo: private caching only, never sniffed. */
export const photoResponse = (c: Context, file: PhotoFile) =>
  c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': file.contentType,
    'Content-Length': String(file.bytes.byteLength),
    'Cache-Control': 'private, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  });
