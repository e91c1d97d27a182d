// The shapes the order screens read (product §3 Order, Order item, Status history entry; GraphQL of
// the orders service).

export type OrderStatus = 'pending' | 'confirmed' | 'processing' | 'shipping' | 'delivered' | 'cancelled';
export type PaymentMethod = 'cod' | 'qr_payment' | 'bank_transfer';
export type PaymentStatus = 'unpaid' | 'pending' | 'paid';
export type ShippingMethod = 'standard' | 'express';

export interface OrderVariant {
  id?: string | null;
  name?: string | null;
  color?: string | null;
  material?: string | null;
  size?: string | null;
}

export interface OrderItem {
  id: string;
  productId: string;
  variantId?: string | null;
  name: string;
  image?: string | null;
  quantity: number;
  price: number;
  subtotal: number;
  variant?: OrderVariant | null;
  /** The customer has already rated this product for this order. */
  reviewed: boolean;
}

export interface CustomerInfo {
  name: string;
  email: string;
  phone: string;
}

export interface ShippingAddress {
  fullName: string;
  phone: string;
  addressLine: string;
  ward?: string | null;
  district?: string | null;
  city: string;
}

export interface StatusHistoryEntry {
  status: string;
  updatedAt: string;
  note?: string | null;
}

export interface Order {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: string;
  items: OrderItem[];
  customerInfo: CustomerInfo;
  shippingAddress: ShippingAddress;
  shippingMethod: string;
  paymentMethod: string;
  paymentStatus: string;
  subtotal: number;
  shippingFee: number;
  totalDiscount: number;
  totalAmount: number;
  couponCode?: string | null;
  trackingNumber?: string | null;
  customerNote?: string | null;
  cancelReason?: string | null;
  cancelledAt?: string | null;
  statusHistory: StatusHistoryEntry[];
}
