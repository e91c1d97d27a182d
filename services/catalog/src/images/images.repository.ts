import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { TRANSACTIONS } from '@shop/platform';
import type { Transactions } from '../db/database';
import type { PreparedImage } from './image-processing';
import { productImages, type ProductImageRow } from './images.schema';

/** An image without its bytes (what listings and product answers need). */
/** An image a product takes, with its alt text and the colour it shows. */
export type ImageRef = { id: string; alt: string | null; color: string | null };

export type ImageSummary = Pick<ProductImageRow, 'id' | 'productId' | 'alt' | 'color' | 'mimetype' | 'position' | 'width' | 'height' | 'hash'>;

const summary = {
  id: productImages.id,
  productId: productImages.productId,
  alt: productImages.alt,
  color: productImages.color,
  mimetype: productImages.mimetype,
  position: productImages.position,
  width: productImages.width,
  height: productImages.height,
  hash: productImages.hash,
};

@Injectable()
export class ImagesRepository {
  constructor(@Inject(TRANSACTIONS) private readonly tx: Transactions) {}

  /** Stores a checked, re-encoded image; unclaimed until a product takes it. */
  async insert(image: PreparedImage, alt: string | null): Promise<ImageSummary> {
    const hash = createHash('sha256').update(image.data).digest('hex');
    const [row] = await this.tx
      .current()
      .insert(productImages)
      .values({ data: image.data, mimetype: image.mimetype, width: image.width, height: image.height, bytes: image.data.length, hash, alt })
      .returning(summary);
    return row;
  }

  async original(id: string): Promise<Pick<ProductImageRow, 'data' | 'hash'> | undefined> {
    const [row] = await this.tx.current().select({ data: productImages.data, hash: productImages.hash }).from(productImages).where(eq(productImages.id, id));
    return row;
  }

  async hashOf(id: string): Promise<string | undefined> {
    const [row] = await this.tx.current().select({ hash: productImages.hash }).from(productImages).where(eq(productImages.id, id));
    return row?.hash;
  }

  /**
   * Gives these images to a product, in this order (position = index), with the alt texts and colours given.
   * Only unclaimed uploads or the product's own images can be taken; an image of another product
   * is copied. Images the product no longer lists are released (product_id null), never deleted,
   * so orders keep their pictures. Answers the ids in order (unknown ids are skipped).
   */
  async claim(productId: string, images: ImageRef[]): Promise<string[]> {
    const ids = [...new Set(images.map((i) => i.id))];
    const found = ids.length
      ? await this.tx
          .current()
          .select({ id: productImages.id, productId: productImages.productId, claimed: productImages.claimed })
          .from(productImages)
          .where(inArray(productImages.id, ids))
      : [];
    const byId = new Map(found.map((f) => [f.id, f]));
    const kept: string[] = [];
    for (const [position, image] of images.entries()) {
      const row = byId.get(image.id);
      if (!row || kept.includes(image.id)) continue;
      if (!row.claimed || row.productId === productId) {
        await this.tx
          .current()
          .update(productImages)
          .set({ productId, claimed: true, position, alt: image.alt, color: image.color })
          .where(eq(productImages.id, image.id));
        kept.push(image.id);
      } else {
        const copied = await this.tx.current().execute<{ id: string }>(sql`
          INSERT INTO product_images (product_id, claimed, data, mimetype, alt, color, position, width, height, bytes, hash)
          SELECT ${productId}, true, data, mimetype, ${image.alt}, ${image.color}, ${position}, width, height, bytes, hash FROM product_images WHERE id = ${image.id}
          RETURNING id`);
        kept.push(copied.rows[0].id);
      }
    }
    const release = kept.length
      ? and(
          eq(productImages.productId, productId),
          sql`${productImages.id} NOT IN (${sql.join(
            kept.map((k) => sql`${k}`),
            sql`, `,
          )})`,
        )
      : eq(productImages.productId, productId);
    await this.tx.current().update(productImages).set({ productId: null }).where(release);
    return kept;
  }

  /** Images of these products, without bytes, in display order. */
  async ofProducts(productIds: string[]): Promise<ImageSummary[]> {
    if (productIds.length === 0) return [];
    return this.tx
      .current()
      .select(summary)
      .from(productImages)
      .where(inArray(productImages.productId, productIds))
      .orderBy(productImages.position, productImages.createdAt);
  }

  /** Removes up to `limit` uploads that nobody claimed and that are older than `olderThan` (decision 0202). */
  async removeStaleUploads(olderThan: Date, limit: number): Promise<number> {
    const stale = this.tx
      .current()
      .select({ id: productImages.id })
      .from(productImages)
      .where(and(eq(productImages.claimed, false), isNull(productImages.productId), lt(productImages.createdAt, olderThan)))
      .limit(limit);
    const gone = await this.tx.current().delete(productImages).where(inArray(productImages.id, stale)).returning({ id: productImages.id });
    return gone.length;
  }
}
