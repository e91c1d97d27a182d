import { gql, type TypedDocumentNode } from '@apollo/client';
import { PRODUCT_CARD_FIELDS as PRODUCT_CARD } from '../../../components/product/product-card.fragment';
import type {
  StorefrontCategoriesQuery,
  StorefrontCategoriesQueryVariables,
  StorefrontProductQuery,
  StorefrontProductQueryVariables,
  StorefrontProductsQuery,
  StorefrontProductsQueryVariables,
} from '../../../lib/graphql/generated';

export const PRODUCTS_QUERY: TypedDocumentNode<StorefrontProductsQuery, StorefrontProductsQueryVariables> = gql`
  query StorefrontProducts($filter: ProductFilter) {
    products(filter: $filter) {
      products {
        ...ProductCardFields
      }
      pagination {
        page
        limit
        pages
        total
      }
      colors
      sizes
    }
  }
  ${PRODUCT_CARD}
`;

export const CATEGORIES_QUERY: TypedDocumentNode<StorefrontCategoriesQuery, StorefrontCategoriesQueryVariables> = gql`
  query StorefrontCategories {
    categories {
      id
      name
      slug
    }
  }
`;

export const PRODUCT_QUERY: TypedDocumentNode<StorefrontProductQuery, StorefrontProductQueryVariables> = gql`
  query StorefrontProduct($id: ID!) {
    product(id: $id) {
      ...ProductCardFields
      shortDescription
      description
      category {
        id
        name
      }
      colors
      materials
      sizes
      variants {
        id
        name
        color
        material
        size
        sku
        stock
      }
      ratings {
        average
        count
      }
      reviews {
        id
        name
        rating
        comment
        createdAt
        verifiedPurchase
      }
    }
  }
  ${PRODUCT_CARD}
`;
