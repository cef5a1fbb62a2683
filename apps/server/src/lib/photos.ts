import { fileTypeFromBuffer } from 'file-type';
import { AppError, badRequest } from './app-error.ts';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_EDGE = 1600;

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
