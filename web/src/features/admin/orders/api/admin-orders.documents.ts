import { gql, type TypedDocumentNode } from '@apollo/client';

// Staff order operations: orders' `orders`, `order`, `updateOrderStatus`; payments' `confirmPayment`.

export interface AdminOrder {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: string;
  items: {
    id: string;
    name: string;
    image: string | null;
    price: number;
    quantity: number;
    subtotal: number;
    variant: { id: string; name: string | null; color: string | null; material: string | null } | null;
  }[];
  customerInfo: { name: string; email: string; phone: string };
  shippingAddress: { fullName: string; phone: string; addressLine: string; ward: string | null; district: string | null; city: string };
  shippingMethod: string;
  paymentMethod: string;
  paymentStatus: string;
  isPaid: boolean;
  paymentDetails: { transactionId: string | null; note: string | null; paidAt: string | null } | null;
  subtotal: number;
  shippingFee: number;
  totalDiscount: number;
  totalAmount: number;
  couponCode: string | null;
  trackingNumber: string | null;
  customerNote: string | null;
  cancelReason: string | null;
  statusHistory: { status: string; updatedAt: string; note: string | null }[];
}

const ADMIN_ORDER_FIELDS = gql`
  fragment AdminOrderFields on Order {
    id
    orderNumber
    createdAt
    status
    items {
      id
      name
      image
      price
      quantity
      subtotal
      variant {
        id
        name
        color
        material
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
    isPaid
    paymentDetails {
      transactionId
      note
      paidAt
    }
    subtotal
    shippingFee
    totalDiscount
    totalAmount
    couponCode
    trackingNumber
    customerNote
    cancelReason
    statusHistory {
      status
      updatedAt
      note
    }
  }
`;

export interface OrderFilterVars {
  filter: { page: number; limit: number; search?: string; status?: string; paymentStatus?: string; paymentMethod?: string };
}

export const ADMIN_ORDERS: TypedDocumentNode<
  { orders: { orders: AdminOrder[]; pagination: { page: number; limit: number; pages: number; total: number } } },
  OrderFilterVars
> = gql`
  query AdminOrders($filter: OrderFilter) {
    orders(filter: $filter) {
      orders {
        ...AdminOrderFields
      }
      pagination {
        page
        limit
        pages
        total
      }
    }
  }
  ${ADMIN_ORDER_FIELDS}
`;

export const ADMIN_ORDER: TypedDocumentNode<{ order: AdminOrder | null }, { id: string }> = gql`
  query AdminOrder($id: ID!) {
    order(id: $id) {
      ...AdminOrderFields
    }
  }
  ${ADMIN_ORDER_FIELDS}
`;

export const UPDATE_ORDER_STATUS: TypedDocumentNode<
  { updateOrderStatus: AdminOrder },
  { id: string; input: { status: string; note?: string; trackingNumber?: string } }
> = gql`
  mutation AdminUpdateOrderStatus($id: ID!, $input: UpdateOrderStatusInput!) {
    updateOrderStatus(id: $id, input: $input) {
      ...AdminOrderFields
    }
  }
  ${ADMIN_ORDER_FIELDS}
`;

export const CONFIRM_PAYMENT: TypedDocumentNode<
  { confirmPayment: { orderId: string; paymentStatus: string; isPaid: boolean } },
  { orderId: string; input: { transactionId: string; note?: string } }
> = gql`
  mutation AdminConfirmPayment($orderId: ID!, $input: ConfirmPaymentInput!) {
    confirmPayment(orderId: $orderId, input: $input) {
      orderId
      paymentStatus
      isPaid
    }
  }
`;
