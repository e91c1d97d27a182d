import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PaymentData, PaymentOrder } from './payment.types';

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

export const PAYMENT_ORDER: TypedDocumentNode<{ order: PaymentOrder | null }, { id: string }> = gql`
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

export const PAYMENT_SESSION: TypedDocumentNode<{ paymentSession: PaymentData | null }, { orderId: string }> = gql`
  query PaymentSession($orderId: ID!) {
    paymentSession(orderId: $orderId) {
      ...PaymentDataFields
    }
  }
  ${PAYMENT_DATA}
`;

export const RENEW_PAYMENT_SESSION: TypedDocumentNode<{ renewPaymentSession: PaymentData }, { orderId: string }> = gql`
  mutation RenewPaymentSession($orderId: ID!) {
    renewPaymentSession(orderId: $orderId) {
      ...PaymentDataFields
    }
  }
  ${PAYMENT_DATA}
`;

export const ORDER_PAYMENT_STATUS: TypedDocumentNode<{ orderPaymentStatus: { orderId: string; isPaid: boolean; paymentStatus: string } }, { orderId: string }> =
  gql`
    query OrderPaymentStatus($orderId: ID!) {
      orderPaymentStatus(orderId: $orderId) {
        orderId
        paymentStatus
        isPaid
      }
    }
  `;

export const CANCEL_QR_PAYMENT: TypedDocumentNode<{ cancelQrPayment: { orderId: string; paymentStatus: string } }, { orderId: string }> = gql`
  mutation CancelQrPayment($orderId: ID!) {
    cancelQrPayment(orderId: $orderId) {
      orderId
      paymentStatus
    }
  }
`;
