import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  AdminCreateCategoryMutation,
  AdminCreateCategoryMutationVariables,
  AdminUpdateCategoryMutation,
  AdminUpdateCategoryMutationVariables,
  AdminDeleteCategoryMutation,
  AdminDeleteCategoryMutationVariables,
} from '../../../../../lib/graphql/generated';
import { CATEGORY_FIELDS } from '../../shared/api/catalog.documents';

export type { CategoryInput } from '../../../../../lib/graphql/generated';

export const CREATE_CATEGORY: TypedDocumentNode<AdminCreateCategoryMutation, AdminCreateCategoryMutationVariables> = gql`
  mutation AdminCreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      ...AdminCategoryFields
    }
  }
  ${CATEGORY_FIELDS}
`;

export const UPDATE_CATEGORY: TypedDocumentNode<AdminUpdateCategoryMutation, AdminUpdateCategoryMutationVariables> = gql`
  mutation AdminUpdateCategory($id: ID!, $input: CategoryInput!) {
    updateCategory(id: $id, input: $input) {
      ...AdminCategoryFields
    }
  }
  ${CATEGORY_FIELDS}
`;

export const DELETE_CATEGORY: TypedDocumentNode<AdminDeleteCategoryMutation, AdminDeleteCategoryMutationVariables> = gql`
  mutation AdminDeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`;
