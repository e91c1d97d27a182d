import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminMarkRefundedMutation,
  AdminMarkRefundedMutationVariables,
  AdminRefundsQuery,
  AdminRefundsQueryVariables,
  AdminSetRefundAccountMutation,
  AdminSetRefundAccountMutationVariables,
  RefundFieldsFragment,
} from '../../../../lib/graphql/generated';
import { PAGINATION_FIELDS } from '../../../../lib/apollo/pagination.fragment';

// Admin: payments' `refunds`, `setRefundAccount`, `markRefunded` (decision 0730).

export type Refund = RefundFieldsFragment;

const REFUND_FIELDS = gql`
  fragment RefundFields on Refund {
    id
    source
    orderId
    orderNumber
    amount
    status
    transferContent
    transferReference
    senderAccount {
      bankBin
      bankName
      accountNo
      accountName
    }
    bankBin
    bankName
    accountNo
    accountName
    bankReference
    refundedAt
    refundedByName
    createdAt
    qr {
      transferContent
      dataUrl
      imageUrl
    }
  }
`;

export const REFUNDS: TypedDocumentNode<AdminRefundsQuery, AdminRefundsQueryVariables> = gql`
  query AdminRefunds($view: String, $page: Int, $limit: Int) {
    refunds(view: $view, page: $page, limit: $limit) {
      refunds {
        ...RefundFields
      }
      pagination {
        ...PaginationFields
      }
    }
  }
  ${REFUND_FIELDS}
  ${PAGINATION_FIELDS}
`;

export const SET_REFUND_ACCOUNT: TypedDocumentNode<AdminSetRefundAccountMutation, AdminSetRefundAccountMutationVariables> = gql`
  mutation AdminSetRefundAccount($id: ID!, $input: RefundAccountInput!) {
    setRefundAccount(id: $id, input: $input) {
      ...RefundFields
    }
  }
  ${REFUND_FIELDS}
`;

export const MARK_REFUNDED: TypedDocumentNode<AdminMarkRefundedMutation, AdminMarkRefundedMutationVariables> = gql`
  mutation AdminMarkRefunded($id: ID!, $input: MarkRefundedInput!) {
    markRefunded(id: $id, input: $input) {
      ...RefundFields
    }
  }
  ${REFUND_FIELDS}
`;
