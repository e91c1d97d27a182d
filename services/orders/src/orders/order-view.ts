import { carrierName, trackingUrl } from '@shop/contracts';
import { CUSTOMER_CANCELLABLE, nextStatuses } from './order-status';
import type {
  CancelledByEnum,
  CarrierEnum,
  OrderItemModel,
  OrderModel,
  OrderStatusEnum,
  PaymentMethodEnum,
  PaymentStatusEnum,
  ShippingMethodEnum,
} from './order.model';
import type { OrderItemRow, OrderRow, StatusHistoryEntry } from './orders.schema';

/** Who reads the view: staff see the team's notes, a customer never does (decision 0615). */
export type OrderViewer = 'staff' | 'customer';

/**
 * The status changes of an order, oldest first. Payments once added an entry repeating the status
 * ('Chờ xác nhận' twice); a status never follows itself (decision 0610), so such an entry is not a
 * status change and is left out; the payment itself is in paymentDetails.
 */
export function statusChanges(history: readonly StatusHistoryEntry[], viewer: OrderViewer) {
  return history
    .filter((h, n) => n === 0 || h.status !== history[n - 1].status)
    .map((h) => ({
      status: h.status as OrderStatusEnum,
      updatedAt: new Date(h.updatedAt),
      note: h.note,
      internalNote: viewer === 'staff' ? (h.internalNote ?? null) : null,
    }));
}

const dateOrNull = (s: string | null | undefined): Date | null => (s ? new Date(s) : null);

/** The GraphQL/REST view of an order row, its items and which of its products are already rated, for staff or the customer. */
export function toOrderModel(row: OrderRow, items: OrderItemRow[], reviewedProducts: ReadonlySet<string>, viewer: OrderViewer): OrderModel {
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
    carrier: row.carrier as CarrierEnum | null,
    carrierName: carrierName(row.carrier) ?? null,
    trackingUrl: trackingUrl(row.carrier, row.trackingNumber),
    customerNote: row.customerNote,
    createdBy: row.createdBy,
    cancelReason: row.cancelReason,
    cancelledAt: row.cancelledAt,
    cancelledBy: row.cancelledBy as CancelledByEnum | null,
    statusHistory: statusChanges(row.statusHistory, viewer),
    canCancel: CUSTOMER_CANCELLABLE.includes(row.status),
    nextStatuses: nextStatuses(row.status) as OrderStatusEnum[],
  };
}
