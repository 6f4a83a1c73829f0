import type { AUDIT_IMAGE_TYPES } from '@app/shared/tasklib/task-contracts';

export type AuditImageType = (typeof AUDIT_IMAGE_TYPES)[number];

/** The file extension the store keeps each type under. */
export const IMAGE_EXTENSIONS: Record<AuditImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((b, i) => bytes[at + i] === b);

/**
 * The image's real type from its first bytes (magic numbers), whatever the data URL claims: PNG
 * (89 50 4E 47 0D 0A 1A 0A), JPEG (FF D8 FF), GIF (GIF87a / GIF89a), WebP (RIFF....WEBP). Anything
 * else is not an image this app accepts.
 */
export function sniffImageType(bytes: Uint8Array): AuditImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) {
    return 'image/gif';
  }
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return undefined;
}

/** The bytes of a base64 data URL (the contract checked its shape). */
export function dataUrlBytes(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  return Buffer.from(dataUrl.slice(comma + 1).replace(/\s+/g, ''), 'base64');
}
