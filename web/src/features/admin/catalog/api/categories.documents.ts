import { gql, type TypedDocumentNode } from '@apollo/client';
import type { AdminCategory } from './catalog-admin.types';

export const ADMIN_CATEGORIES: TypedDocumentNode<{ categories: AdminCategory[] }> = gql`
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

export interface CategoryInput {
  name: string;
  description: string | null;
}

export const CREATE_CATEGORY: TypedDocumentNode<{ createCategory: AdminCategory }, { input: CategoryInput }> = gql`
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

export const UPDATE_CATEGORY: TypedDocumentNode<{ updateCategory: AdminCategory }, { id: string; input: CategoryInput }> = gql`
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

export const DELETE_CATEGORY: TypedDocumentNode<{ deleteCategory: boolean }, { id: string }> = gql`
  mutation AdminDeleteCategory($id: ID!) {
    deleteCategory(id: $id)
  }
`;
