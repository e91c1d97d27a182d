import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminInventoryQuery,
  AdminInventoryQueryVariables,
  AdminVariantStockMutation,
  AdminVariantStockMutationVariables,
  AdminProductStockMutation,
  AdminProductStockMutationVariables,
} from '../../../../../lib/graphql/generated';
import { PRODUCT_ROW } from '../../shared/api/catalog.documents';
import { PAGINATION_FIELDS } from '../../../../../lib/apollo/pagination.fragment';

/** product §14: the inventory shows 20 products per page. */
export const INVENTORY_PAGE_SIZE = 20;

export const INVENTORY: TypedDocumentNode<AdminInventoryQuery, AdminInventoryQueryVariables> = gql`
  query AdminInventory($page: Int, $limit: Int, $search: String, $filter: StockFilter) {
    inventory(page: $page, limit: $limit, search: $search, filter: $filter) {
      products {
        ...AdminProductRowFields
      }
      pagination {
        ...PaginationFields
      }
      summary {
        totalVariants
        inStock
        low
        out
      }
    }
  }
  ${PRODUCT_ROW}
  ${PAGINATION_FIELDS}
`;

/** What a stock change answers: the product's total and each variant's stock. */
const STOCK_FIELDS = gql`
  fragment AdminStockFields on Product {
    id
    totalStock
    variants {
      id
      stock
    }
  }
`;

export const UPDATE_VARIANT_STOCK: TypedDocumentNode<AdminVariantStockMutation, AdminVariantStockMutationVariables> = gql`
  mutation AdminVariantStock($productId: ID!, $variantId: ID!, $stock: Int!) {
    updateVariantStock(productId: $productId, variantId: $variantId, stock: $stock) {
      ...AdminStockFields
    }
  }
  ${STOCK_FIELDS}
`;

export const UPDATE_PRODUCT_STOCK: TypedDocumentNode<AdminProductStockMutation, AdminProductStockMutationVariables> = gql`
  mutation AdminProductStock($productId: ID!, $stock: Int!) {
    updateProductStock(productId: $productId, stock: $stock) {
      ...AdminStockFields
    }
  }
  ${STOCK_FIELDS}
`;
