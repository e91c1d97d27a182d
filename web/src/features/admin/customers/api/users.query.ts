import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminCustomersQuery, AdminCustomersQueryVariables } from '../../../../lib/graphql/generated';
import { PAGINATION_FIELDS } from '../../../../lib/apollo/pagination.fragment';

export type Customer = AdminCustomersQuery['users']['users'][number];

/** product §14: the customer list shows 20 per page. */
export const CUSTOMERS_PAGE_SIZE = 20;

/** Staff only (identity subgraph `users`). */
export const CUSTOMERS: TypedDocumentNode<AdminCustomersQuery, AdminCustomersQueryVariables> = gql`
  query AdminCustomers($page: Int!, $limit: Int!, $search: String) {
    users(page: $page, limit: $limit, search: $search) {
      users {
        id
        name
        email
        phone
        role
        isActive
        createdAt
      }
      pagination {
        ...PaginationFields
      }
    }
  }
  ${PAGINATION_FIELDS}
`;
