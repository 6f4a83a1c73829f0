import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real picture of the given size and format, with EXIF (a camera and GPS) to prove it is stripped. */
export async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'jpeg'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  const withExif = image.withExif({ IFD0: { Make: 'TestCam', Model: 'Secret 1' }, IFD3: { GPSLatitudeRef: 'N' } });
  if (format === 'png') return withExif.png().toBuffer();
  if (format === 'gif') return image.gif().toBuffer();
  return withExif.jpeg().toBuffer();
}

/**
 * A decompression bomb: a valid 1 x 1 PNG whose header is rewritten to declare width x height (with a
 * correct header checksum). A few hundred bytes that would decode to gigabytes.
 */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer(),
  );
  // Signature (8) + IHDR length (4) + "IHDR" (4): width at 16, height at 20, CRC over type+data at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
