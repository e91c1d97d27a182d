import { gql, type TypedDocumentNode } from '@apollo/client';

export interface MenuCategory {
  id: string;
  name: string;
  slug: string;
}

/** The category dropdown under "Sản phẩm" (product §2 "Shop layout"; catalog subgraph). */
export const MENU_CATEGORIES: TypedDocumentNode<{ categories: MenuCategory[] }> = gql`
  query MenuCategories {
    categories {
      id
      name
      slug
    }
  }
`;

export const categoryHref = (id: string): string => `/products?category=${encodeURIComponent(id)}`;
