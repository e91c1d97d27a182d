import { UUID_TEXT } from '@shop/platform';

/** product §14: at most 5 MB per image. */
export const MAX_IMAGE_BYTES = 5_242_880;
/** Decoding more pixels than this could exhaust memory (a "decompression bomb"): refused. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Rendition widths served at /images/<id>.webp?w=...; any other width gets the nearest one. */
export const RENDITION_WIDTHS = [160, 320, 640, 1024] as const;
export const DEFAULT_RENDITION_WIDTH = 640;

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp';

export const MIMETYPES: Record<ImageFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The format by content (magic bytes), never by the file name or the client's mimetype. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString('latin1'))) return 'gif';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/** The allowed rendition width nearest to the one asked for (the smaller on a tie). */
export function renditionWidth(asked: unknown): number {
  const w = typeof asked === 'string' && /^\d{1,6}$/.test(asked) ? Number(asked) : NaN;
  if (!Number.isFinite(w)) return DEFAULT_RENDITION_WIDTH;
  let best: number = RENDITION_WIDTHS[0];
  for (const candidate of RENDITION_WIDTHS) if (Math.abs(candidate - w) < Math.abs(best - w)) best = candidate;
  return best;
}

export const imageUrl = (id: string): string => `/images/${id}.webp`;

const IMAGE_URL = new RegExp(`/images/(${UUID_TEXT})(?:\\.webp)?(?:[?#].*)?$`, 'i');

/** The image id named by a URL this service handed out (`/images/<id>.webp?w=...`, absolute or not). */
export function imageIdFromUrl(url: string): string | null {
  const m = IMAGE_URL.exec(url.trim());
  return m ? m[1].toLowerCase() : null;
}
