import { gql } from '@apollo/client';

/** The fields a `ProductCard` draws (the product list and the home page rows ask for the same). */
export const PRODUCT_CARD_FIELDS = gql`
  fragment ProductCardFields on Product {
    id
    name
    brand
    price
    originalPrice
    discountPercent
    images {
      id
      url
      alt
      color
    }
    totalStock
    soldCount
    isNewArrival
    isFeatured
  }
`;
