import { Inject, Injectable } from '@nestjs/common';
import type { Logger } from '@shop/config';
import type { OrderEvents, PayloadOf } from '@shop/contracts';
import { LOGGER, TRANSACTIONS } from '@shop/platform';
import { CatalogErrors } from '../common/errors';
import type { Transactions } from '../db/database';
import type { ProductModel } from '../products/product.model';
import { ProductsService } from '../products/products.service';
import type { ReviewInput } from './review.inputs';
import { ReviewsRepository } from './reviews.repository';

/** Reviews and the product's ratings {average, count}, always changed in one transaction. */
@Injectable()
export class ReviewsService {
  constructor(
    private readonly reviews: ReviewsRepository,
    private readonly catalog: ProductsService,
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** A review staff enter by hand (not a verified purchase). */
  async add(productId: string, input: ReviewInput): Promise<ProductModel> {
    await this.tx.transactional(async () => {
      if (!(await this.reviews.lockProduct(productId))) throw CatalogErrors.productNotFound();
      await this.reviews.insert({ productId, name: input.name, rating: input.rating, comment: input.comment ?? null });
      await this.reviews.refreshRatings(productId);
    });
    return this.catalog.detailOrFail(productId);
  }

  /**
   * `orders.ProductReviewed`: a customer rated a product of a delivered order, once per order and
   * product (the unique key makes a redelivery add nothing), in the handler's transaction.
   */
  async recordVerified(review: PayloadOf<typeof OrderEvents.ProductReviewed>): Promise<void> {
    if (!(await this.reviews.lockProduct(review.productId))) {
      this.logger.warn({ productId: review.productId, orderId: review.orderId }, 'review of a product that no longer exists; ignored');
      return;
    }
    const added = await this.reviews.insert({
      productId: review.productId,
      name: review.customerName,
      rating: review.rating,
      comment: review.comment || null,
      orderId: review.orderId,
      customerId: review.customerId,
      verifiedPurchase: true,
      createdAt: new Date(review.reviewedAt),
    });
    if (added) await this.reviews.refreshRatings(review.productId);
  }
}
