import { Link } from 'react-router-dom';
import { Price } from '../../../components/product/Price';
import { ProductImage } from '../../../components/product/ProductImage';
import { discountPercent } from '../../../components/product/money.logic';
import type { ProductSummary } from '../api/catalog.types';
import styles from './ProductCard.module.css';

/** A product in the grid (spec §2): NEW and discount badges, sold-out overlay, sold count. */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
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
            sizes="(min-width: 1024px) 240px, (min-width: 768px) 33vw, 50vw"
            alt={image?.alt || product.name}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className={styles.image}
          />
          <div className={styles.badges}>
            {product.isNewArrival && <span className={styles.new}>NEW</span>}
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
          <p className={styles.sold}>Đã bán {product.soldCount.toLocaleString('vi-VN')}</p>
        </div>
      </Link>
    </article>
  );
}
