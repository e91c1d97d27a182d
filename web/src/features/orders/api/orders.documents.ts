import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  SaveCheckoutAddressMutation,
  SaveCheckoutAddressMutationVariables,
  OrderQuery,
  OrderQueryVariables,
  MyOrdersQuery,
  MyOrdersQueryVariables,
  PlaceOrderMutation,
  PlaceOrderMutationVariables,
  ValidateCouponQuery,
  ValidateCouponQueryVariables,
  CouponOffersQuery,
  CouponOffersQueryVariables,
  CancelOrderMutation,
  CancelOrderMutationVariables,
  BuyAgainMutation,
  BuyAgainMutationVariables,
  RateOrderProductMutation,
  RateOrderProductMutationVariables,
  CheckoutProfileQuery,
  CheckoutProfileQueryVariables,
} from '../../../lib/graphql/generated';
import { ADDRESS_FIELDS, SHIPPING_ADDRESS_FIELDS } from '../../../components/address/address.fragment';

// The orders service's GraphQL operations used by checkout, order success, my orders and order
// detail (product §15: POST /orders, GET /orders/my-orders, GET /orders/{id}, PUT /orders/{id}/cancel,
// POST /coupons/validate, and the buy-again and rate-product twins).

export type CouponValidation = ValidateCouponQuery['validateCoupon'];
export type CouponOffer = CouponOffersQuery['couponOffers'][number];
export type CheckoutProfile = CheckoutProfileQuery['me'];

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
      ...ShippingAddressFields
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
    carrierName
    trackingUrl
    customerNote
    cancelReason
    cancelledAt
    refunds {
      id
      amount
      status
    }
    statusHistory {
      status
      updatedAt
      note
    }
  }
  ${SHIPPING_ADDRESS_FIELDS}
`;

export const ORDER: TypedDocumentNode<OrderQuery, OrderQueryVariables> = gql`
  query Order($id: ID!) {
    order(id: $id) {
      ...OrderFields
    }
  }
  ${ORDER_FIELDS}
`;

export const MY_ORDERS: TypedDocumentNode<MyOrdersQuery, MyOrdersQueryVariables> = gql`
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

export const PLACE_ORDER: TypedDocumentNode<PlaceOrderMutation, PlaceOrderMutationVariables> = gql`
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

export const VALIDATE_COUPON: TypedDocumentNode<ValidateCouponQuery, ValidateCouponQueryVariables> = gql`
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

export const CANCEL_ORDER: TypedDocumentNode<CancelOrderMutation, CancelOrderMutationVariables> = gql`
  mutation CancelOrder($id: ID!, $reason: String!) {
    cancelOrder(id: $id, reason: $reason) {
      ...OrderFields
    }
  }
  ${ORDER_FIELDS}
`;

export const BUY_AGAIN: TypedDocumentNode<BuyAgainMutation, BuyAgainMutationVariables> = gql`
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
export const RATE_ORDER_PRODUCT: TypedDocumentNode<RateOrderProductMutation, RateOrderProductMutationVariables> = gql`
  mutation RateOrderProduct($orderId: ID!, $input: OrderReviewInput!) {
    rateOrderProduct(orderId: $orderId, input: $input) {
      id
    }
  }
`;

/** Customer info and saved addresses to prefill checkout (identity service). */
export const CHECKOUT_PROFILE: TypedDocumentNode<CheckoutProfileQuery, CheckoutProfileQueryVariables> = gql`
  query CheckoutProfile {
    me {
      id
      name
      email
      phone
      addresses {
        ...AddressFields
      }
    }
  }
  ${ADDRESS_FIELDS}
`;

/** 'Chọn voucher': the shop's public coupons for this subtotal, usable first (decision 0652). */
export const COUPON_OFFERS: TypedDocumentNode<CouponOffersQuery, CouponOffersQueryVariables> = gql`
  query CouponOffers($orderAmount: Int!) {
    couponOffers(orderAmount: $orderAmount) {
      usable
      reason
      discount
      coupon {
        id
        code
        description
        discountType
        discountValue
        maxDiscount
        minOrderValue
        endDate
      }
    }
  }
`;

/** 'Lưu địa chỉ này' at checkout: the typed address joins the account's saved ones. */
export const SAVE_CHECKOUT_ADDRESS: TypedDocumentNode<SaveCheckoutAddressMutation, SaveCheckoutAddressMutationVariables> = gql`
  mutation SaveCheckoutAddress($input: AddressInput!) {
    addAddress(input: $input) {
      ...AddressFields
    }
  }
  ${ADDRESS_FIELDS}
`;
