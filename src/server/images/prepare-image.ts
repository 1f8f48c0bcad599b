import sharp from 'sharp';
import { ApiCode } from '#shared/api/envelope';
import { IMAGE_MAX_BYTES, IMAGE_WIDTHS, type ImageUse, imageMessages } from '#shared/console/images';
import { sha256 } from '#server/lib/crypto';
import { ApiError } from '#server/lib/errors';

export interface PreparedImage {
  /** The width the page shows (the largest of its sizes this image reaches), and its file. */
  main: { name: string; width: number; height: number };
  files: { name: string; bytes: Buffer; contentType: string; width: number }[];
}

const refuse = (message: string) => new ApiError(ApiCode.INVALID_PARAMS, message, { errors: [{ field: 'file', message }] });

/**
 * Checks an upload is a picture (decoded, not trusted by its name or type) and writes it as WebP at
 * the widths its use needs, never enlarged, turned upright, with its metadata (location, camera) dropped.
 * Each file's name is a hash of its bytes.
 */
export async function prepareImage(upload: Buffer, use: ImageUse): Promise<PreparedImage> {
  if (upload.length === 0) throw refuse(imageMessages.empty);
  if (upload.length > IMAGE_MAX_BYTES) throw refuse(imageMessages.tooLarge);
  const meta = await sharp(upload, { limitInputPixels: 40_000_000 })
    .metadata()
    .catch(() => {
      throw refuse(imageMessages.notImage);
    });
  if (!meta.format || !['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'].includes(meta.format) || !meta.width || !meta.height) throw refuse(imageMessages.notImage);
  const widths = [...new Set(IMAGE_WIDTHS[use].map((w) => Math.min(w, meta.autoOrient.width)))];
  const files = await Promise.all(
    widths.map(async (width) => {
      const { data, info } = await sharp(upload, { limitInputPixels: 40_000_000 })
        .autoOrient()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      return { name: `${sha256(data.toString('base64')).slice(0, 32)}.webp`, bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
    }),
  );
  const largest = files.at(-1)!;
  return { main: { name: largest.name, width: largest.width, height: largest.height }, files };
}
