import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Order, ShippingAddress, CustomerInfo } from './orders.types';

// The orders service's GraphQL operations used by checkout, order success, my orders and order
// detail (product §15: POST /orders, GET /orders/my-orders, GET /orders/{id}, PUT /orders/{id}/cancel,
// POST /coupons/validate, and the buy-again and rate-product twins).

export const ORDER_FIELDS = gql`
  fragment OrderFields on Order {
    id
    orderNumber
    createdAt
    status
    items {
      id
      productId
      variantId
      name
      image
      quantity
      price
      subtotal
      reviewed
      variant {
        id
        name
        color
        material
        size
      }
    }
    customerInfo {
      name
      email
      phone
    }
    shippingAddress {
      fullName
      phone
      addressLine
      ward
      district
      city
    }
    shippingMethod
    paymentMethod
    paymentStatus
    subtotal
    shippingFee
    totalDiscount
    totalAmount
    couponCode
    trackingNumber
    customerNote
    cancelReason
    cancelledAt
    statusHistory {
      status
      updatedAt
      note
    }
  }
`;

export const ORDER: TypedDocumentNode<{ order: Order | null }, { id: string }> = gql`
  query Order($id: ID!) {
    order(id: $id) {
      ...OrderFields
    }
  }
  ${ORDER_FIELDS}
`;

export interface OrderPage {
  orders: Order[];
  pagination: { page: number; limit: number; pages: number; total: number };
}

export const MY_ORDERS: TypedDocumentNode<{ myOrders: OrderPage }, { filter: { status?: string | null; page: number; limit: number } }> = gql`
  query MyOrders($filter: MyOrdersFilter) {
    myOrders(filter: $filter) {
      orders {
        ...OrderFields
      }
      pagination {
        page
        limit
        pages
        total
      }
    }
  }
  ${ORDER_FIELDS}
`;

export interface PlaceOrderInput {
  items: { productId: string; variantId: string | null; quantity: number }[];
  customerInfo: CustomerInfo;
  shippingAddress: ShippingAddress;
  shippingMethod: string;
  paymentMethod: string;
  couponCode?: string | null;
  customerNote?: string | null;
}

export const PLACE_ORDER: TypedDocumentNode<
  { placeOrder: { order: Order; paymentData: Record<string, unknown> | null } },
  { input: PlaceOrderInput; idempotencyKey: string }
> = gql`
  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {
    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      order {
        ...OrderFields
      }
      # handed to the QR payment page through sessionStorage (libs/contracts paymentData)
      paymentData {
        paymentId
        orderId
        orderNumber
        amount
        transferContent
        bank {
          bin
          name
          accountNumber
          accountName
        }
        qrPayload
        qrDataUrl
        qrImageUrl
        expiresAt
      }
    }
  }
  ${ORDER_FIELDS}
`;

export interface CouponValidation {
  discount: number;
  coupon: { code: string; description?: string | null; discountType: string; discountValue: number; maxDiscount?: number | null };
}

export const VALIDATE_COUPON: TypedDocumentNode<{ validateCoupon: CouponValidation }, { code: string; orderAmount: number }> = gql`
  query ValidateCoupon($code: String!, $orderAmount: Int!) {
    validateCoupon(code: $code, orderAmount: $orderAmount) {
      discount
      coupon {
        code
        description
        discountType
        discountValue
        maxDiscount
      }
    }
  }
`;

export const CANCEL_ORDER: TypedDocumentNode<{ cancelOrder: Order }, { id: string; reason: string }> = gql`
  mutation CancelOrder($id: ID!, $reason: String!) {
    cancelOrder(id: $id, reason: $reason) {
      ...OrderFields
    }
  }
  ${ORDER_FIELDS}
`;

export interface BuyAgainResult {
  added: number;
  cart: { totalQuantity: number };
  skipped: { name: string; reason: string }[];
}

export const BUY_AGAIN: TypedDocumentNode<{ buyAgain: BuyAgainResult }, { orderId: string }> = gql`
  mutation BuyAgain($orderId: ID!) {
    buyAgain(orderId: $orderId) {
      added
      cart {
        totalQuantity
      }
      skipped {
        name
        reason
      }
    }
  }
`;

/** Rate a product of a delivered order, once per order and product (shown as a verified purchase). */
export const RATE_ORDER_PRODUCT: TypedDocumentNode<
  { rateOrderProduct: { id: string } },
  { orderId: string; input: { productId: string; rating: number; comment: string | null } }
> = gql`
  mutation RateOrderProduct($orderId: ID!, $input: OrderReviewInput!) {
    rateOrderProduct(orderId: $orderId, input: $input) {
      id
    }
  }
`;

export interface CheckoutProfile {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  addresses: (ShippingAddress & { id: string; isDefault: boolean })[];
}

/** Customer info and saved addresses to prefill checkout (identity service). */
export const CHECKOUT_PROFILE: TypedDocumentNode<{ me: CheckoutProfile }> = gql`
  query CheckoutProfile {
    me {
      id
      name
      email
      phone
      addresses {
        id
        fullName
        phone
        addressLine
        ward
        district
        city
        isDefault
      }
    }
  }
`;
