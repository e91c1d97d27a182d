import { Directive, Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { CARRIERS } from '@shop/contracts';
import { PaginationModel } from '@shop/platform';

export enum OrderStatusEnum {
  pending = 'pending',
  confirmed = 'confirmed',
  processing = 'processing',
  shipping = 'shipping',
  delivered = 'delivered',
  cancelled = 'cancelled',
}
export enum PaymentMethodEnum {
  cod = 'cod',
  qr_payment = 'qr_payment',
  bank_transfer = 'bank_transfer',
}
export enum PaymentStatusEnum {
  unpaid = 'unpaid',
  pending = 'pending',
  paid = 'paid',
}
export enum ShippingMethodEnum {
  standard = 'standard',
  express = 'express',
}
export enum CancelledByEnum {
  customer = 'customer',
  staff = 'staff',
  system = 'system',
}
registerEnumType(OrderStatusEnum, { name: 'OrderStatus' });
registerEnumType(PaymentMethodEnum, { name: 'OrderPaymentMethod' });
registerEnumType(PaymentStatusEnum, { name: 'OrderPaymentStatus' });
registerEnumType(ShippingMethodEnum, { name: 'OrderShippingMethod' });
registerEnumType(CancelledByEnum, { name: 'OrderCancelledBy' });
/** The carriers of @shop/contracts' CARRIERS (decision 0615). */
export const CarrierEnum = Object.fromEntries(CARRIERS.map((c) => [c, c])) as { [K in (typeof CARRIERS)[number]]: K };
export type CarrierEnum = (typeof CARRIERS)[number];
registerEnumType(CarrierEnum, { name: 'OrderCarrier' });

@ObjectType('OrderItemVariant')
export class OrderItemVariantModel {
  @Field(() => ID) id: string;
  @Field(() => String, { nullable: true }) name: string | null;
  @Field(() => String, { nullable: true }) color: string | null;
  @Field(() => String, { nullable: true }) material: string | null;
  @Field(() => String, { nullable: true }) size: string | null;
  @Field(() => String, { nullable: true }) sku: string | null;
}

/** product §3 Order item: snapshots taken when the order was placed. */
@ObjectType('OrderItem')
export class OrderItemModel {
  @Field(() => ID) id: string;
  @Field(() => ID) productId: string;
  @Field(() => ID, { nullable: true }) variantId: string | null;
  @Field() name: string;
  @Field(() => String, { nullable: true }) image: string | null;
  @Field(() => Int) price: number;
  @Field(() => Int) quantity: number;
  @Field(() => Int) subtotal: number;
  @Field(() => OrderItemVariantModel, { nullable: true }) variant: OrderItemVariantModel | null;
  @Field({ description: 'the customer already rated this product for this order' }) reviewed: boolean;
}

@ObjectType('CustomerInfo')
export class CustomerInfoModel {
  @Field() name: string;
  @Field() email: string;
  @Field() phone: string;
}

@ObjectType('ShippingAddress')
export class ShippingAddressModel {
  @Field() fullName: string;
  @Field() phone: string;
  @Field() addressLine: string;
  @Field(() => String, { nullable: true }) ward: string | null;
  @Field(() => String, { nullable: true }) district: string | null;
  @Field() city: string;
}

@ObjectType('StatusHistoryEntry')
export class StatusHistoryEntryModel {
  @Field(() => OrderStatusEnum) status: OrderStatusEnum;
  @Field() updatedAt: Date;
  @Field(() => String, { nullable: true, description: 'shown to the customer' }) note: string | null;
  @Field(() => String, { nullable: true, description: "staff's note for the team: null unless staff ask (decision 0615)" }) internalNote: string | null;
}

@ObjectType('OrderPaymentDetails')
export class PaymentDetailsModel {
  @Field(() => String, { nullable: true }) paymentId: string | null;
  @Field(() => String, { nullable: true }) transactionId: string | null;
  @Field(() => Int, { nullable: true }) amount: number | null;
  @Field(() => String, { nullable: true, description: 'webhook or staff' }) source: string | null;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => Date, { nullable: true }) paidAt: Date | null;
}

/** The staff member who placed an order on the customer's behalf (decision 0660). */
@ObjectType('OrderCreator')
export class OrderCreatorModel {
  @Field(() => ID) id: string;
  @Field() name: string;
}

/** product §3 Order; an entity, so payments adds the order's refunds (decision 0730). */
@ObjectType('Order')
@Directive('@key(fields: "id")')
export class OrderModel {
  @Field(() => ID) id: string;
  @Field({ description: 'e.g. DH000123' }) orderNumber: string;
  @Field(() => ID) customerId: string;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  @Field(() => OrderStatusEnum) status: OrderStatusEnum;
  @Field(() => [OrderItemModel]) items: OrderItemModel[];
  @Field(() => CustomerInfoModel) customerInfo: CustomerInfoModel;
  @Field(() => ShippingAddressModel) shippingAddress: ShippingAddressModel;
  @Field(() => ShippingMethodEnum) shippingMethod: ShippingMethodEnum;
  @Field(() => PaymentMethodEnum) paymentMethod: PaymentMethodEnum;
  @Field(() => PaymentStatusEnum) paymentStatus: PaymentStatusEnum;
  @Field(() => PaymentDetailsModel, { nullable: true }) paymentDetails: PaymentDetailsModel | null;
  @Field() isPaid: boolean;
  @Field(() => Int) subtotal: number;
  @Field(() => Int) shippingFee: number;
  @Field(() => Int) totalDiscount: number;
  @Field(() => Int) totalAmount: number;
  @Field(() => String, { nullable: true }) couponCode: string | null;
  @Field(() => String, { nullable: true }) trackingNumber: string | null;
  @Field(() => CarrierEnum, { nullable: true, description: 'who carries the parcel (decision 0615)' }) carrier: CarrierEnum | null;
  @Field(() => String, { nullable: true, description: "the carrier's name, e.g. 'GHN'" }) carrierName: string | null;
  @Field(() => String, { nullable: true, description: "the carrier's page that follows this parcel; null without a code or for other carriers" })
  trackingUrl: string | null;
  @Field(() => String, { nullable: true }) customerNote: string | null;
  @Field(() => OrderCreatorModel, { nullable: true, description: 'staff who placed it for the customer (by phone or chat); null when the customer did' })
  createdBy: OrderCreatorModel | null;
  @Field(() => String, { nullable: true }) cancelReason: string | null;
  @Field(() => Date, { nullable: true }) cancelledAt: Date | null;
  @Field(() => CancelledByEnum, { nullable: true }) cancelledBy: CancelledByEnum | null;
  @Field(() => [StatusHistoryEntryModel], { description: 'status changes, oldest first; payments are in paymentDetails, not here' })
  statusHistory: StatusHistoryEntryModel[];
  @Field({ description: 'the customer may cancel it now (pending, confirmed or processing)' }) canCancel: boolean;
  @Field(() => [OrderStatusEnum], { description: 'statuses staff may move it to (decision 0610)' }) nextStatuses: OrderStatusEnum[];
}

@ObjectType('OrderPage')
export class OrderPageModel {
  @Field(() => [OrderModel]) orders: OrderModel[];
  @Field(() => PaginationModel) pagination: PaginationModel;
}

@ObjectType('OrderPaymentBank')
export class OrderPaymentBankModel {
  @Field() bin: string;
  @Field() name: string;
  @Field() accountNumber: string;
  @Field() accountName: string;
}

/** The payment session payments opened for a qr_payment order (contract PaymentCommands.paymentData). */
@ObjectType('OrderPaymentData')
export class OrderPaymentDataModel {
  @Field(() => ID) paymentId: string;
  @Field(() => ID) orderId: string;
  @Field() orderNumber: string;
  @Field(() => Int) amount: number;
  @Field({ description: 'DONHANG + order number (product §14)' }) transferContent: string;
  @Field(() => OrderPaymentBankModel) bank: OrderPaymentBankModel;
  @Field() qrPayload: string;
  @Field() qrDataUrl: string;
  @Field(() => String, { nullable: true }) qrImageUrl: string | null;
  @Field() expiresAt: string;
}

/** product §3 "The response carries the order and, optionally, paymentData". */
@ObjectType('PlaceOrderResult')
export class PlaceOrderResultModel {
  @Field(() => OrderModel) order: OrderModel;
  @Field(() => OrderPaymentDataModel, { nullable: true, description: 'qr_payment only; null when payments did not answer (the QR page asks again)' })
  paymentData: OrderPaymentDataModel | null;
}

@ObjectType('OrderReview')
export class OrderReviewModel {
  @Field(() => ID) id: string;
  @Field(() => ID) orderId: string;
  @Field(() => ID) productId: string;
  @Field(() => Int) rating: number;
  @Field() comment: string;
  @Field() createdAt: Date;
}
