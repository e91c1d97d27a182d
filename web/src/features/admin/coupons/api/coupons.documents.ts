import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CouponInput, CouponRow } from '../lib/coupon-form.logic';

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
  }
`;

/** Staff only (orders subgraph `coupons`, newest first). */
export const ADMIN_COUPONS: TypedDocumentNode<{ coupons: CouponRow[] }, Record<string, never>> = gql`
  query AdminCoupons {
    coupons {
      ...CouponFields
    }
  }
  ${COUPON_FIELDS}
`;

export const CREATE_COUPON: TypedDocumentNode<{ createCoupon: CouponRow }, { input: CouponInput }> = gql`
  mutation AdminCreateCoupon($input: CouponInput!) {
    createCoupon(input: $input) {
      ...CouponFields
    }
  }
  ${COUPON_FIELDS}
`;

export const DELETE_COUPON: TypedDocumentNode<{ deleteCoupon: boolean }, { id: string }> = gql`
  mutation AdminDeleteCoupon($id: ID!) {
    deleteCoupon(id: $id)
  }
`;
