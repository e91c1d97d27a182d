import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminOrderFieldsFragment,
  AdminOrdersQuery,
  AdminOrdersQueryVariables,
  AdminOrderQuery,
  AdminOrderQueryVariables,
  AdminUpdateOrderStatusMutation,
  AdminUpdateOrderStatusMutationVariables,
  AdminConfirmPaymentMutation,
  AdminConfirmPaymentMutationVariables,
} from '../../../../lib/graphql/generated';
import { PAGINATION_FIELDS } from '../../../../lib/apollo/pagination.fragment';
import { SHIPPING_ADDRESS_FIELDS } from '../../../../components/address/address.fragment';

// Staff order operations: orders' `orders`, `order`, `updateOrderStatus`; payments' `confirmPayment`.

export type AdminOrder = AdminOrderFieldsFragment;

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
      ...ShippingAddressFields
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
    carrier
    carrierName
    trackingUrl
    customerNote
    createdBy {
      id
      name
    }
    cancelReason
    statusHistory {
      status
      updatedAt
      note
      internalNote
    }
    nextStatuses
  }
  ${SHIPPING_ADDRESS_FIELDS}
`;

export const ADMIN_ORDERS: TypedDocumentNode<AdminOrdersQuery, AdminOrdersQueryVariables> = gql`
  query AdminOrders($filter: OrderFilter) {
    orders(filter: $filter) {
      orders {
        ...AdminOrderFields
      }
      pagination {
        ...PaginationFields
      }
    }
  }
  ${ADMIN_ORDER_FIELDS}
  ${PAGINATION_FIELDS}
`;

export const ADMIN_ORDER: TypedDocumentNode<AdminOrderQuery, AdminOrderQueryVariables> = gql`
  query AdminOrder($id: ID!) {
    order(id: $id) {
      ...AdminOrderFields
    }
  }
  ${ADMIN_ORDER_FIELDS}
`;

export const UPDATE_ORDER_STATUS: TypedDocumentNode<AdminUpdateOrderStatusMutation, AdminUpdateOrderStatusMutationVariables> = gql`
  mutation AdminUpdateOrderStatus($id: ID!, $input: UpdateOrderStatusInput!) {
    updateOrderStatus(id: $id, input: $input) {
      ...AdminOrderFields
    }
  }
  ${ADMIN_ORDER_FIELDS}
`;

export const CONFIRM_PAYMENT: TypedDocumentNode<AdminConfirmPaymentMutation, AdminConfirmPaymentMutationVariables> = gql`
  mutation AdminConfirmPayment($orderId: ID!, $input: ConfirmPaymentInput!) {
    confirmPayment(orderId: $orderId, input: $input) {
      orderId
      paymentStatus
      isPaid
    }
  }
`;
