import { AVATAR_MAX_BYTES, profileMessages } from '@drivecare/contract/profile';

/** PNG, JPEG, GIF or WebP by their leading bytes: a renamed file is caught here and again on the server. */
function looksLikeImage(b: Uint8Array): boolean {
  const at = (sig: number[], offset = 0) => sig.every((v, i) => b[offset + i] === v);
  return (
    at([0x89, 0x50, 0x4e, 0x47]) ||
    at([0xff, 0xd8, 0xff]) ||
    at([0x47, 0x49, 0x46, 0x38]) ||
    (at([0x52, 0x49, 0x46, 0x46]) && at([0x57, 0x45, 0x42, 0x50], 8))
  );
}

/** The spec's message for a file that may not be an avatar, or null. */
export async function avatarProblem(file: File): Promise<string | null> {
  if (!file.type.startsWith('image/')) return profileMessages.notAnImage;
  if (file.size >= AVATAR_MAX_BYTES) return profileMessages.tooLarge;
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return looksLikeImage(head) ? null : profileMessages.notAnImage;
}
