import { deflateSync } from 'node:zlib';
import zlib from 'node:zlib';

/** A real (tiny) PNG, optionally claiming other dimensions in its header. */
export function png(width = 2, height = 2): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE((zlib as unknown as { crc32(b: Buffer): number }).crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  // Real pixel rows for a real image; a header-only lie (the "bomb") needs no honest payload.
  const [w, h] = width * height <= 1_000_000 ? [width, height] : [2, 2];
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(w * 3, 0x80)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: h }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/** POSTs files as the web app does: multipart, repeated field `images`, no explicit content type. */
export async function upload(baseUrl: string, token: string | undefined, files: UploadFile[]): Promise<{ status: number; body: any }> {
  const form = new FormData();
  for (const f of files) form.append('images', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const res = await fetch(`${baseUrl}/api/products/upload`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep text
  }
  return { status: res.status, body };
}

/**
 * A public read asked until the gateway's cache answers it (an answer is stored from its second
 * miss on), at most eight times: earlier tests' product changes reach the gateway as events that
 * drop stored listings and categories, and one arriving late (a slow machine) drops this answer
 * too, so it is stored again. `cacheOf` reads the answer's `X-Cache`.
 */
export async function fromCache<T>(
  read: () => Promise<T>,
  cacheOf: (res: T) => string | null = (res) => (res as { headers: Headers }).headers.get('x-cache'),
): Promise<T> {
  let res = await read();
  for (let tries = 1; cacheOf(res) !== 'HIT' && tries < 8; tries++) res = await read();
  return res;
}
