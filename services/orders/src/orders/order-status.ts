import { ORDER_STATUSES, PAYMENT_STATUSES } from '@shop/contracts';

// The state machine itself lives in @shop/contracts (order-labels.ts), shared with the back office
// so its status select offers exactly the moves accepted here (decision 0610).
export { canTransition, CUSTOMER_CANCELLABLE, FINAL_STATUSES, nextStatuses, nextStep } from '@shop/contracts';
export type { OrderStatus, PaymentMethod, ShippingMethod } from '@shop/contracts';
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const ORDER_STATUS_LIST = ORDER_STATUSES;
