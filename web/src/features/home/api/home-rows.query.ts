import { gql, type TypedDocumentNode } from '@apollo/client';
import { PRODUCT_CARD_FIELDS } from '../../../components/product/product-card.fragment';
import type { HomeRowsQuery, HomeRowsQueryVariables } from '../../../lib/graphql/generated';

/** Products per home row: one row of 4 on a desktop, two rows of 2 on a phone. */
export const ROW_SIZE = 4;

/** The three home rows in one request, each `limit` (ROW_SIZE) products long. */
export const HOME_ROWS: TypedDocumentNode<HomeRowsQuery, HomeRowsQueryVariables> = gql`
  query HomeRows($limit: Int!) {
    featured: products(filter: { featured: true, limit: $limit }) {
      products {
        ...ProductCardFields
      }
    }
    newArrivals: products(filter: { newArrival: true, limit: $limit }) {
      products {
        ...ProductCardFields
      }
    }
    bestSellers: products(filter: { sortBy: soldCount, order: desc, limit: $limit }) {
      products {
        ...ProductCardFields
      }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`;

/** Each row, its heading and the filtered list it links to (the same products, and more). */
export const HOME_ROW_DEFS = [
  { key: 'featured', title: 'Sản phẩm nổi bật', more: 'sản phẩm nổi bật', to: '/products?featured=true' },
  { key: 'newArrivals', title: 'Hàng mới về', more: 'hàng mới về', to: '/products?newArrival=true' },
  { key: 'bestSellers', title: 'Bán chạy nhất', more: 'sản phẩm bán chạy', to: '/products?sortBy=soldCount&order=desc' },
] as const;
