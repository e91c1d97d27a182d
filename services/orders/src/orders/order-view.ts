import { CUSTOMER_CANCELLABLE, nextStatuses } from './order-status';
import type { CancelledByEnum, OrderItemModel, OrderModel, OrderStatusEnum, PaymentMethodEnum, PaymentStatusEnum, ShippingMethodEnum } from './order.model';
import type { OrderItemRow, OrderRow } from './orders.schema';

const dateOrNull = (s: string | null | undefined): Date | null => (s ? new Date(s) : null);

/** The GraphQL/REST view of an order row, its items and which of its products are already rated. */
export function toOrderModel(row: OrderRow, items: OrderItemRow[], reviewedProducts: ReadonlySet<string>): OrderModel {
  const lines: OrderItemModel[] = items.map((i) => ({
    id: i.id,
    productId: i.productId,
    variantId: i.variantId,
    name: i.name,
    image: i.image,
    price: i.price,
    quantity: i.quantity,
    subtotal: i.subtotal,
    variant: i.variant,
    reviewed: reviewedProducts.has(i.productId),
  }));
  const d = row.paymentDetails;
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    customerId: row.customerId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    status: row.status as OrderStatusEnum,
    items: lines,
    customerInfo: row.customerInfo,
    shippingAddress: row.shippingAddress,
    shippingMethod: row.shippingMethod as ShippingMethodEnum,
    paymentMethod: row.paymentMethod as PaymentMethodEnum,
    paymentStatus: row.paymentStatus as PaymentStatusEnum,
    paymentDetails: d ? { ...d, paidAt: dateOrNull(d.paidAt) } : null,
    isPaid: row.paymentStatus === 'paid',
    subtotal: row.subtotal,
    shippingFee: row.shippingFee,
    totalDiscount: row.totalDiscount,
    totalAmount: row.totalAmount,
    couponCode: row.couponCode,
    trackingNumber: row.trackingNumber,
    customerNote: row.customerNote,
    cancelReason: row.cancelReason,
    cancelledAt: row.cancelledAt,
    cancelledBy: row.cancelledBy as CancelledByEnum | null,
    statusHistory: row.statusHistory.map((h) => ({ status: h.status as OrderStatusEnum, updatedAt: new Date(h.updatedAt), note: h.note })),
    canCancel: CUSTOMER_CANCELLABLE.includes(row.status),
    nextStatuses: nextStatuses(row.status) as OrderStatusEnum[],
  };
}
