import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminCouponsQuery,
  AdminCouponsQueryVariables,
  AdminCreateCouponMutation,
  AdminCreateCouponMutationVariables,
  AdminDeleteCouponMutation,
  AdminDeleteCouponMutationVariables,
} from '../../../../lib/graphql/generated';

const COUPON_FIELDS = gql`
  fragment CouponFields on Coupon {
    id
    code
    description
    discountType
    discountValue
    maxDiscount
    minOrderValue
    usageLimit
    usedCount
    startDate
    endDate
    isActive
    isPublic
  }
`;

/** Staff only (orders subgraph `coupons`, newest first). */
export const ADMIN_COUPONS: TypedDocumentNode<AdminCouponsQuery, AdminCouponsQueryVariables> = gql`
  query AdminCoupons {
    coupons {
      ...CouponFields
    }
  }
  ${COUPON_FIELDS}
`;

export const CREATE_COUPON: TypedDocumentNode<AdminCreateCouponMutation, AdminCreateCouponMutationVariables> = gql`
  mutation AdminCreateCoupon($input: CouponInput!) {
    createCoupon(input: $input) {
      ...CouponFields
    }
  }
  ${COUPON_FIELDS}
`;

export const DELETE_COUPON: TypedDocumentNode<AdminDeleteCouponMutation, AdminDeleteCouponMutationVariables> = gql`
  mutation AdminDeleteCoupon($id: ID!) {
    deleteCoupon(id: $id)
  }
`;
