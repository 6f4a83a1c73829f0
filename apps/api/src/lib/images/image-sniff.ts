/** The picture formats uploads may be: what every browser shows and sharp decodes without extra libraries. */
export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'gif';

const startsWith = (bytes: Uint8Array, offset: number, signature: readonly number[]) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The format of an upload from its first bytes (its magic number), never from its name or its
 * Content-Type, which the sender chooses. SVG (script inside), HEIC, TIFF, PDF and anything else: none.
 */
export function sniffImageFormat(bytes: Uint8Array): SniffedFormat | undefined {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'webp';
  if (startsWith(bytes, 0, ascii('GIF87a')) || startsWith(bytes, 0, ascii('GIF89a'))) return 'gif';
  return undefined;
}
