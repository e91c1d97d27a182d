import { Link } from 'react-router-dom';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { discountPercent } from './money.logic';
import styles from './ProductCard.module.css';
import { formatCount } from '../../lib/shop-rules';

/** What a card shows: the fields of `PRODUCT_CARD_FIELDS` (product-card.fragment.ts). */
export interface ProductCardData {
  id: string;
  name: string;
  brand?: string | null;
  price: number;
  originalPrice?: number | null;
  images: readonly { url: string; alt?: string | null }[];
  totalStock: number;
  soldCount: number;
  isNewArrival: boolean;
}

/**
 * A product in a grid (product §4.1): 'MỚI' (new arrival) and discount badges, sold-out overlay, sold count. Shared by
 * the product list and the home page's rows, so both show a product the same way.
 */
export function ProductCard({
  product,
  eager = false,
  sizes = '(min-width: 1024px) 240px, (min-width: 768px) 33vw, 50vw',
}: {
  product: ProductCardData;
  eager?: boolean;
  /** The card's drawn width (the `sizes` of its image): the product list's grid by default. */
  sizes?: string;
}) {
  const image = product.images[0];
  const percent = discountPercent(product.price, product.originalPrice);
  const soldOut = product.totalStock === 0;
  return (
    <article className={styles.card}>
      <Link to={`/products/${product.id}`} className={styles.link}>
        <div className={styles.media}>
          <ProductImage
            url={image?.url}
            width={320}
            alsoWidths={[640]}
            sizes={sizes}
            alt={image?.alt || product.name}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={styles.image}
          />
          <div className={styles.badges}>
            {product.isNewArrival && <span className={styles.new}>MỚI</span>}
            {percent > 0 && <span className={styles.discount}>-{percent}%</span>}
          </div>
          {soldOut && (
            <div className={styles.soldOut}>
              <span>Hết hàng</span>
            </div>
          )}
        </div>
        <div className={styles.body}>
          {product.brand && <p className={styles.brand}>{product.brand}</p>}
          <h3 className={styles.name}>{product.name}</h3>
          <Price price={product.price} originalPrice={product.originalPrice} />
          <p className={styles.sold}>Đã bán {formatCount(product.soldCount)}</p>
        </div>
      </Link>
    </article>
  );
}
