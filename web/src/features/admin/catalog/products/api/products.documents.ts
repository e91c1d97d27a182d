import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminProductsQuery,
  AdminProductsQueryVariables,
  AdminProductQuery,
  AdminProductQueryVariables,
  AdminCreateProductMutation,
  AdminCreateProductMutationVariables,
  AdminUpdateProductMutation,
  AdminUpdateProductMutationVariables,
  AdminDeleteProductMutation,
  AdminDeleteProductMutationVariables,
} from '../../../../../lib/graphql/generated';
import { PAGINATION_FIELDS } from '../../../../../lib/apollo/pagination.fragment';
import { PRODUCT_ROW } from '../../shared/api/catalog.documents';

/** product §14: the admin product list shows 10 per page. */
export const ADMIN_PRODUCTS_PAGE_SIZE = 10;

/** Staff pass includeInactive, so hidden products are listed too (catalog subgraph `products`). */
export const ADMIN_PRODUCTS: TypedDocumentNode<AdminProductsQuery, AdminProductsQueryVariables> = gql`
  query AdminProducts($filter: ProductFilter) {
    products(filter: $filter) {
      products {
        ...AdminProductRowFields
      }
      pagination {
        ...PaginationFields
      }
    }
  }
  ${PRODUCT_ROW}
  ${PAGINATION_FIELDS}
`;

const PRODUCT_FIELDS = gql`
  fragment AdminProductFields on Product {
    ...AdminProductRowFields
    shortDescription
    description
    colors
    materials
    sizes
    isFeatured
    isNewArrival
  }
  ${PRODUCT_ROW}
`;

export const ADMIN_PRODUCT: TypedDocumentNode<AdminProductQuery, AdminProductQueryVariables> = gql`
  query AdminProduct($id: ID!) {
    product(id: $id) {
      ...AdminProductFields
    }
  }
  ${PRODUCT_FIELDS}
`;

export const CREATE_PRODUCT: TypedDocumentNode<AdminCreateProductMutation, AdminCreateProductMutationVariables> = gql`
  mutation AdminCreateProduct($input: ProductInput!) {
    createProduct(input: $input) {
      ...AdminProductFields
    }
  }
  ${PRODUCT_FIELDS}
`;

export const UPDATE_PRODUCT: TypedDocumentNode<AdminUpdateProductMutation, AdminUpdateProductMutationVariables> = gql`
  mutation AdminUpdateProduct($id: ID!, $input: UpdateProductInput!) {
    updateProduct(id: $id, input: $input) {
      ...AdminProductFields
    }
  }
  ${PRODUCT_FIELDS}
`;

export const DELETE_PRODUCT: TypedDocumentNode<AdminDeleteProductMutation, AdminDeleteProductMutationVariables> = gql`
  mutation AdminDeleteProduct($id: ID!) {
    deleteProduct(id: $id)
  }
`;
