import sharp from 'sharp';
import { CatalogErrors } from '../common/errors';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MIMETYPES, sniffImageFormat, type ImageFormat } from './image-format';

/** Originals are kept at most this wide/high: enough for the largest rendition and zoom. */
const MAX_ORIGINAL_EDGE = 2048;

export interface PreparedImage {
  data: Buffer;
  mimetype: string;
  width: number;
  height: number;
}

/**
 * Checks one image (size, content type by magic bytes, pixel count) and re-encodes it: EXIF
 * orientation applied, metadata stripped, at most 2048 px. Throws the spec's DomainError.
 */
export async function prepareImage(fileName: string, bytes: Buffer): Promise<PreparedImage> {
  if (bytes.length > MAX_IMAGE_BYTES) throw CatalogErrors.imageTooLarge(fileName);
  const format = sniffImageFormat(bytes);
  if (!format) throw CatalogErrors.imageBadType(fileName);
  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw CatalogErrors.imageBadType(fileName);
  }
  const pages = meta.pages ?? 1;
  if (!meta.width || !meta.height || meta.width * meta.height * pages > MAX_IMAGE_PIXELS) throw CatalogErrors.imageTooManyPixels(fileName);
  try {
    return await encode(sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }), format);
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error).message))) throw CatalogErrors.imageTooManyPixels(fileName);
    throw CatalogErrors.imageBadType(fileName);
  }
}

async function encode(pipeline: sharp.Sharp, format: ImageFormat): Promise<PreparedImage> {
  const resized = pipeline.rotate().resize({ width: MAX_ORIGINAL_EDGE, height: MAX_ORIGINAL_EDGE, fit: 'inside', withoutEnlargement: true });
  const out =
    format === 'jpeg'
      ? resized.jpeg({ quality: 85, mozjpeg: true })
      : format === 'png'
        ? resized.png({ compressionLevel: 9 })
        : format === 'gif'
          ? resized.png({ compressionLevel: 9 })
          : resized.webp({ quality: 85 });
  const { data, info } = await out.toBuffer({ resolveWithObject: true });
  // A GIF is kept as its first frame in PNG: product photos are not animations.
  const stored: ImageFormat = format === 'gif' ? 'png' : format;
  return { data, mimetype: MIMETYPES[stored], width: info.width, height: info.height };
}

/** A WebP rendition `width` pixels wide (never enlarged). */
export function renderWebp(original: Buffer, width: number): Promise<Buffer> {
  return sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS }).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
}
