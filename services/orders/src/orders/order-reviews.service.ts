import { Inject, Injectable } from '@nestjs/common';
import { OrderEvents } from '@shop/contracts';
import { enqueueEvent } from '@shop/messaging';
import type { AuthUser } from '@shop/auth';
import { TRANSACTIONS, uniqueViolation } from '@shop/platform';
import type { BuyAgainResultModel } from '../cart/cart.model';
import { CartService } from '../cart/cart.service';
import { OrdersErrors } from '../common/errors';
import type { Transactions } from '../db/database';
import type { ReviewInput } from './order.inputs';
import type { OrderReviewModel } from './order.model';
import type { OrderRow } from './orders.schema';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

/** What a customer does with a delivered order: rate its products, buy it again. */
@Injectable()
export class DeliveredOrderService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly ordersService: OrdersService,
    private readonly cart: CartService,
    @Inject(TRANSACTIONS) private readonly tx: Transactions,
  ) {}

  /**
   * Rate product: once per order and product (a unique key, so a double click cannot rate twice);
   * `orders.ProductReviewed` lets the catalog show it as a verified purchase.
   */
  async rate(user: AuthUser, orderId: string, input: ReviewInput): Promise<OrderReviewModel> {
    const order = await this.ownDelivered(user, orderId);
    const items = await this.orders.items([order.id]);
    if (!items.some((i) => i.productId === input.productId)) throw OrdersErrors.productNotInOrder();
    const comment = input.comment ?? '';
    try {
      const review = await this.tx.transactional(async () => {
        const created = await this.orders.insertReview({ orderId: order.id, productId: input.productId, customerId: user.id, rating: input.rating, comment });
        await enqueueEvent(this.tx.current(), OrderEvents.ProductReviewed, {
          reviewId: created.id,
          orderId: order.id,
          productId: input.productId,
          customerId: user.id,
          customerName: order.customerInfo.name || user.name,
          rating: input.rating,
          comment,
          reviewedAt: created.createdAt.toISOString(),
        });
        return created;
      });
      return review;
    } catch (err) {
      if (uniqueViolation(err, 'order_reviews_order_product')) throw OrdersErrors.alreadyReviewed();
      throw err;
    }
  }

  /** Buy again: the order's lines still on sale go into the cart at today's prices. */
  async buyAgain(user: AuthUser, orderId: string): Promise<BuyAgainResultModel> {
    const order = await this.ownDelivered(user, orderId);
    const items = await this.orders.items([order.id]);
    return this.cart.addLines(
      user.id,
      items.map((i) => ({ productId: i.productId, variantId: i.variantId, quantity: i.quantity, name: i.name })),
    );
  }

  private async ownDelivered(user: AuthUser, orderId: string): Promise<OrderRow> {
    const order = await this.ordersService.visible(user, orderId);
    if (!order || order.customerId !== user.id) throw OrdersErrors.orderNotFound();
    if (order.status !== 'delivered') throw OrdersErrors.notDelivered();
    return order;
  }
}
