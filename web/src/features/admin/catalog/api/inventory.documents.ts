import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminProductRow, InventorySummary, Pagination, StockFilter } from './catalog-admin.types';

/** product §14: the inventory shows 20 products per page. */
export const INVENTORY_PAGE_SIZE = 20;

export const INVENTORY: TypedDocumentNode<
  { inventory: { products: AdminProductRow[]; pagination: Pagination; summary: InventorySummary } },
  { page: number; limit: number; search?: string; filter: StockFilter }
> = gql`
  query AdminInventory($page: Int, $limit: Int, $search: String, $filter: StockFilter) {
    inventory(page: $page, limit: $limit, search: $search, filter: $filter) {
      products {
        id
        name
        brand
        price
        originalPrice
        category {
          id
          name
        }
        images {
          id
          url
          alt
        }
        variants {
          id
          name
          color
          material
          size
          sku
          stock
        }
        totalStock
        soldCount
        isActive
      }
      pagination {
        page
        limit
        pages
        total
      }
      summary {
        totalVariants
        inStock
        low
        out
      }
    }
  }
`;

type StockAnswer = { id: string; totalStock: number; variants: { id: string; stock: number }[] };

export const UPDATE_VARIANT_STOCK: TypedDocumentNode<{ updateVariantStock: StockAnswer }, { productId: string; variantId: string; stock: number }> = gql`
  mutation AdminVariantStock($productId: ID!, $variantId: ID!, $stock: Int!) {
    updateVariantStock(productId: $productId, variantId: $variantId, stock: $stock) {
      id
      totalStock
      variants {
        id
        stock
      }
    }
  }
`;

export const UPDATE_PRODUCT_STOCK: TypedDocumentNode<{ updateProductStock: StockAnswer }, { productId: string; stock: number }> = gql`
  mutation AdminProductStock($productId: ID!, $stock: Int!) {
    updateProductStock(productId: $productId, stock: $stock) {
      id
      totalStock
      variants {
        id
        stock
      }
    }
  }
`;
