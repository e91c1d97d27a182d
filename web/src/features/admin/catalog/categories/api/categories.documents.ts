import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminCategoriesQuery,
  AdminCategoriesQueryVariables,
  AdminCreateCategoryMutation,
  AdminCreateCategoryMutationVariables,
  AdminUpdateCategoryMutation,
  AdminUpdateCategoryMutationVariables,
  AdminDeleteCategoryMutation,
  AdminDeleteCategoryMutationVariables,
} from '../../../../../lib/graphql/generated';

export type { CategoryInput } from '../../../../../lib/graphql/generated';

export const ADMIN_CATEGORIES: TypedDocumentNode<AdminCategoriesQuery, AdminCategoriesQueryVariables> = gql`
  query AdminCategories {
    categories {
      id
      name
      description
      slug
      productCount
    }
  }
`;

export const CREATE_CATEGORY: TypedDocumentNode<AdminCreateCategoryMutation, AdminCreateCategoryMutationVariables> = gql`
  mutation AdminCreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
      name
      description
      slug
      productCount
    }
  }
`;

export const UPDATE_CATEGORY: TypedDocumentNode<AdminUpdateCategoryMutation, AdminUpdateCategoryMutationVariables> = gql`
  mutation AdminUpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      id
      name
      description
      slug
      productCount
    }
  }
`;

export const DELETE_CATEGORY: TypedDocumentNode<AdminDeleteCategoryMutation, AdminDeleteCategoryMutationVariables> = gql`
  mutation AdminDeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`;
