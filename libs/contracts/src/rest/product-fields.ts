/**
 * What the REST facade shows of a product (product §3 and §15, ids as `_id` there), as GraphQL
 * selections of the catalog's `Product`. The gateway's operations ask for these fields, and the
 * catalog's own REST read of a product (decision 0206) writes exactly these, in this order, so
 * the two answers are one. Listings leave out the HTML description and the reviews; images never
 * carry their bytes.
 */
export const PRODUCT_VARIANT_FIELDS = 'id name color material size sku stock';
export const PRODUCT_CARD_FIELDS = `id name brand shortDescription price originalPrice discountPercent category { id name slug } colors materials sizes
  variants { ${PRODUCT_VARIANT_FIELDS} } images { id url alt mimetype } totalStock soldCount ratings { average count }
  isFeatured isNewArrival isActive createdAt`;
export const PRODUCT_DETAIL_FIELDS = `${PRODUCT_CARD_FIELDS} description reviews { id name rating comment verifiedPurchase createdAt }`;
/** A listing page (`products(filter)`): its cards, its pagination and the colours and sizes to filter by. */
export const PRODUCT_PAGE_FIELDS = `products { ${PRODUCT_CARD_FIELDS} } pagination { page limit pages total } colors sizes`;
/** What a suggestion under the search box shows (decisions 0204, 0206). */
export const SEARCH_SUGGESTION_FIELDS = 'products { id name price } categories { id name slug }';
