// Names for the catalog shapes this feature draws, taken from the generated operation types
// (web/src/lib/graphql/generated.ts, `npm run supergraph`).
import type { ProductCardFieldsFragment, StorefrontCategoriesQuery, StorefrontProductQuery, StorefrontProductsQuery } from '../../../lib/graphql/generated.js';

export type CategoryRef = StorefrontCategoriesQuery['categories'][number];
export type ProductSummary = ProductCardFieldsFragment;
export type ProductImage = ProductSummary['images'][number];
export type ProductPage = StorefrontProductsQuery['products'];
export type ProductDetail = NonNullable<StorefrontProductQuery['product']>;
export type Review = ProductDetail['reviews'][number];
