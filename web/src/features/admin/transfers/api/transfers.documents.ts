import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminBankTransfersQuery,
  AdminBankTransfersQueryVariables,
  AdminAttachBankTransferMutation,
  AdminAttachBankTransferMutationVariables,
  AdminMarkBankTransferHandledMutation,
  AdminMarkBankTransferHandledMutationVariables,
  BankTransferFieldsFragment,
} from '../../../../lib/graphql/generated';
import { PAGINATION_FIELDS } from '../../../../lib/apollo/pagination.fragment';

// Staff: payments' `bankTransfers`, `attachBankTransfer`, `markBankTransferHandled` (decision 0720).

export type BankTransfer = BankTransferFieldsFragment;

const BANK_TRANSFER_FIELDS = gql`
  fragment BankTransferFields on BankTransfer {
    id
    providerId
    gateway
    transactionDate
    content
    description
    transferAmount
    referenceCode
    orderId
    orderNumber
    orderAmount
    missingAmount
    outcome
    refundAmount
    reason
    receivedAt
    attachedAt
    attachedByName
    handledAt
    handledByName
    handledNote
  }
`;

export const BANK_TRANSFERS: TypedDocumentNode<AdminBankTransfersQuery, AdminBankTransfersQueryVariables> = gql`
  query AdminBankTransfers($page: Int, $limit: Int, $view: String) {
    bankTransfers(page: $page, limit: $limit, view: $view) {
      transactions {
        ...BankTransferFields
      }
      pagination {
        ...PaginationFields
      }
    }
  }
  ${BANK_TRANSFER_FIELDS}
  ${PAGINATION_FIELDS}
`;

export const ATTACH_BANK_TRANSFER: TypedDocumentNode<AdminAttachBankTransferMutation, AdminAttachBankTransferMutationVariables> = gql`
  mutation AdminAttachBankTransfer($id: ID!, $input: AttachBankTransferInput!) {
    attachBankTransfer(id: $id, input: $input) {
      transfer {
        ...BankTransferFields
      }
      orderId
      orderNumber
      missingAmount
      paid
      message
    }
  }
  ${BANK_TRANSFER_FIELDS}
`;

export const MARK_BANK_TRANSFER_HANDLED: TypedDocumentNode<AdminMarkBankTransferHandledMutation, AdminMarkBankTransferHandledMutationVariables> = gql`
  mutation AdminMarkBankTransferHandled($id: ID!, $input: MarkBankTransferHandledInput!) {
    markBankTransferHandled(id: $id, input: $input) {
      ...BankTransferFields
    }
  }
  ${BANK_TRANSFER_FIELDS}
`;
