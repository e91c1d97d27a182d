import { gql } from '@apollo/client';

/** Where a page of a list stands: every paged list of the API answers these. */
export const PAGINATION_FIELDS = gql`
  fragment PaginationFields on Pagination {
    page
    limit
    pages
    total
  }
`;
