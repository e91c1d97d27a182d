import { gql, type TypedDocumentNode } from '@apollo/client';
import type { MenuCategoriesQuery, MenuCategoriesQueryVariables } from '../../../lib/graphql/generated';

/** The category dropdown under "Sản phẩm" (product §2 "Shop layout"; catalog subgraph). */
export const MENU_CATEGORIES: TypedDocumentNode<MenuCategoriesQuery, MenuCategoriesQueryVariables> = gql`
  query MenuCategories {
    categories {
      id
      name
      slug
    }
  }
`;

export const categoryHref = (id: string): string => `/products?category=${encodeURIComponent(id)}`;
