import { gql, type TypedDocumentNode } from '@apollo/client';

export interface Customer {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  role: string;
  isActive: boolean;
  createdAt: string;
}

interface UserPage {
  users: Customer[];
  pagination: { page: number; limit: number; pages: number; total: number };
}

/** product §14: the customer list shows 20 per page. */
export const CUSTOMERS_PAGE_SIZE = 20;

/** Staff only (docs/api/identity.graphql `users`). */
export const CUSTOMERS: TypedDocumentNode<{ users: UserPage }, { page: number; limit: number; search?: string }> = gql`
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
        page
        limit
        pages
        total
      }
    }
  }
`;
