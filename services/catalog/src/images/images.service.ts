import { Injectable } from '@nestjs/common';
import { DomainError, isUuid } from '@shop/platform';
import { CatalogErrors } from '../common/errors';
import { imageUrl } from './image-format';
import { prepareImage, renderWebp } from './image-processing';
import { ImagesRepository, type ImageRef, type ImageSummary } from './images.repository';
import { RenditionCache } from './renditions';

export interface UploadedFile {
  name: string;
  bytes: Buffer;
  /** The file went past the size limit while streaming (its bytes are cut). */
  truncated?: boolean;
}

/**
 * product §3 Image as the upload answers it (REST shape, `_id`: the gateway streams this answer
 * through untouched): `data` (base64) only here, never in listings.
 */
export interface UploadedImage {
  _id: string;
  url: string;
  data: string;
  alt: string | null;
  mimetype: string;
}

export interface UploadResult {
  images: UploadedImage[];
  errors: string[];
}

export interface Rendition {
  body: Buffer;
  etag: string;
}

const DATA_URL = /^data:([\w/+.-]+)?(;base64)?,/i;

@Injectable()
export class ImagesService {
  private readonly cache = new RenditionCache(64 * 1024 * 1024);
  /** id → content hash; images never change under an id, so this never goes stale. */
  private readonly hashes = new Map<string, string>();

  constructor(private readonly images: ImagesRepository) {}

  /** Keeps every valid file and reports the others (product §12: invalid files are skipped). */
  async upload(files: UploadedFile[]): Promise<UploadResult> {
    if (files.length === 0) throw CatalogErrors.noFiles();
    const errors: string[] = [];
    const images: UploadedImage[] = [];
    for (const file of files) {
      try {
        if (file.truncated) throw CatalogErrors.imageTooLarge(file.name);
        const prepared = await prepareImage(file.name, file.bytes);
        const row = await this.images.insert(prepared, altFromName(file.name));
        images.push({ _id: row.id, url: imageUrl(row.id), data: prepared.data.toString('base64'), alt: row.alt, mimetype: row.mimetype });
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        errors.push(err.message);
      }
    }
    if (images.length === 0) throw new DomainError('UPLOAD_REJECTED', errors.join('; '), 400, { images: errors.join('; ') });
    return { images, errors };
  }

  /**
   * Stores an image sent inline with a product (product §15: images as {data, alt, mimetype}; `data`
   * is base64 or a data: URL), checked exactly like an upload. Answers the new image's id.
   */
  async storeData(data: string, alt: string | null): Promise<string> {
    const base64 = data.replace(DATA_URL, '').replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(base64) || base64.length === 0) throw CatalogErrors.imageBadType(alt ?? 'ảnh');
    const prepared = await prepareImage(alt ?? 'ảnh', Buffer.from(base64, 'base64'));
    const row = await this.images.insert(prepared, alt);
    return row.id;
  }

  claim(productId: string, images: ImageRef[]): Promise<string[]> {
    return this.images.claim(productId, images);
  }

  ofProducts(productIds: string[]): Promise<ImageSummary[]> {
    return this.images.ofProducts(productIds);
  }

  /** The strong ETag of a rendition, or undefined when there is no such image. */
  async etag(id: string, width: number): Promise<string | undefined> {
    if (!isUuid(id)) return undefined;
    const key = id.toLowerCase();
    let hash = this.hashes.get(key);
    if (!hash) {
      hash = await this.images.hashOf(key);
      if (!hash) return undefined;
      if (this.hashes.size > 100_000) this.hashes.clear();
      this.hashes.set(key, hash);
    }
    return `"${hash.slice(0, 32)}-${width}"`;
  }

  /** A WebP rendition of a stored image, or undefined when there is no such image. */
  async rendition(id: string, width: number): Promise<Rendition | undefined> {
    const etag = await this.etag(id, width);
    if (!etag) return undefined;
    const key = `${id.toLowerCase()}:${width}`;
    const hit = this.cache.get(key);
    if (hit) return { body: hit, etag };
    const original = await this.images.original(id.toLowerCase());
    if (!original) return undefined;
    const body = await renderWebp(original.data, width);
    this.cache.set(key, body);
    return { body, etag };
  }
}

/** The file name without its extension makes a first alt text ('tui-tote.jpg' → 'tui-tote'). */
function altFromName(name: string): string | null {
  const base = name.replace(/\.[^.]+$/, '').trim();
  return base ? base.slice(0, 200) : null;
}
