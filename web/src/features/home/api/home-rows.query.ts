import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ProductCardData } from '../../../components/product/ProductCard';
import { PRODUCT_CARD_FIELDS } from '../../../components/product/product-card.fragment';

/** Products per home row: one row of 4 on a desktop, two rows of 2 on a phone. */
export const ROW_SIZE = 4;

type Row = { products: (ProductCardData & { id: string })[] };

/** The three home rows in one request. */
export const HOME_ROWS: TypedDocumentNode<{ featured: Row; newArrivals: Row; bestSellers: Row }> = gql`
  query HomeRows {
    featured: products(filter: { featured: true, limit: ${ROW_SIZE} }) {
      products {
        ...ProductCardFields
      }
    }
    newArrivals: products(filter: { newArrival: true, limit: ${ROW_SIZE} }) {
      products {
        ...ProductCardFields
      }
    }
    bestSellers: products(filter: { sortBy: soldCount, order: desc, limit: ${ROW_SIZE} }) {
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
