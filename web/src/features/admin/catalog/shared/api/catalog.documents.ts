import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminCategoriesQuery, AdminCategoriesQueryVariables } from '../../../../../lib/graphql/generated';

// What the catalog's admin screens all read: a product's row (the product list, the inventory)
// and the categories (their screen, the product form's choice).

/** A row of the product list and the inventory. */
export const PRODUCT_ROW = gql`
  fragment AdminProductRowFields on Product {
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
      color
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
`;

export const CATEGORY_FIELDS = gql`
  fragment AdminCategoryFields on Category {
    id
    name
    description
    slug
    productCount
  }
`;

export const ADMIN_CATEGORIES: TypedDocumentNode<AdminCategoriesQuery, AdminCategoriesQueryVariables> = gql`
  query AdminCategories {
    categories {
      ...AdminCategoryFields
    }
  }
  ${CATEGORY_FIELDS}
`;
