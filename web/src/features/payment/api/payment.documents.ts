import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  PaymentOrderQuery,
  PaymentOrderQueryVariables,
  PaymentSessionQuery,
  PaymentSessionQueryVariables,
  RenewPaymentSessionMutation,
  RenewPaymentSessionMutationVariables,
  CancelQrPaymentMutation,
  CancelQrPaymentMutationVariables,
  OrderPaymentStatusQuery,
  OrderPaymentStatusQueryVariables,
} from '../../../lib/graphql/generated';

// The QR page's operations: the order (orders service) and its code and status (payments service).

const PAYMENT_DATA = gql`
  fragment PaymentDataFields on PaymentData {
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
`;

export const PAYMENT_ORDER: TypedDocumentNode<PaymentOrderQuery, PaymentOrderQueryVariables> = gql`
  query PaymentOrder($id: ID!) {
    order(id: $id) {
      id
      orderNumber
      status
      paymentMethod
      paymentStatus
      items {
        name
        quantity
        price
        subtotal
      }
      subtotal
      shippingFee
      totalDiscount
      totalAmount
    }
  }
`;

export const PAYMENT_SESSION: TypedDocumentNode<PaymentSessionQuery, PaymentSessionQueryVariables> = gql`
  query PaymentSession($orderId: ID!) {
    paymentSession(orderId: $orderId) {
      ...PaymentDataFields
    }
  }
  ${PAYMENT_DATA}
`;

export const RENEW_PAYMENT_SESSION: TypedDocumentNode<RenewPaymentSessionMutation, RenewPaymentSessionMutationVariables> = gql`
  mutation RenewPaymentSession($orderId: ID!) {
    renewPaymentSession(orderId: $orderId) {
      ...PaymentDataFields
    }
  }
  ${PAYMENT_DATA}
`;

export const ORDER_PAYMENT_STATUS: TypedDocumentNode<OrderPaymentStatusQuery, OrderPaymentStatusQueryVariables> = gql`
  query OrderPaymentStatus($orderId: ID!) {
    orderPaymentStatus(orderId: $orderId) {
      orderId
      paymentStatus
      isPaid
    }
  }
`;

export const CANCEL_QR_PAYMENT: TypedDocumentNode<CancelQrPaymentMutation, CancelQrPaymentMutationVariables> = gql`
  mutation CancelQrPayment($orderId: ID!) {
    cancelQrPayment(orderId: $orderId) {
      orderId
      paymentStatus
    }
  }
`;
