import { AVATAR_MAX_BYTES, profileMessages } from '@drivecare/contract/profile';

/** Leading bytes of the formats the server accepts: PNG, JPEG, GIF and WebP (RIFF....WEBP). */
function hasImageSignature(bytes: Uint8Array): boolean {
  const starts = (signature: number[], offset = 0) => signature.every((b, i) => bytes[offset + i] === b);
  return (
    starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    starts([0xff, 0xd8, 0xff]) ||
    starts([0x47, 0x49, 0x46, 0x38]) ||
    (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8))
  );
}

/**
 * The browser-side check before an upload: the spec's message for a non-image or a file of 5 MB or more,
 * or null when the file may go. A renamed file keeps a fake image type, so the content is looked at too;
 * the server checks again either way.
 */
export async function avatarFileProblem(file: File): Promise<string | null> {
  if (!file.type.startsWith('image/')) return profileMessages.notAnImage;
  if (file.size >= AVATAR_MAX_BYTES) return profileMessages.tooLarge;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return hasImageSignature(head) ? null : profileMessages.notAnImage;
}
