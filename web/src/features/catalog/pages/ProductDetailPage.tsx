import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Price } from '../../../components/product/Price';
import { QuantityInput } from '../../../components/product/QuantityInput';
import { errorCode } from '../../../lib/apollo/errors';
import type { CartVariant } from '../../../lib/cart';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PRODUCT_QUERY } from '../api/catalog.queries';
import type { ProductDetail } from '../api/catalog.types';
import { ProductGallery } from '../components/ProductGallery';
import { ProductReviews } from '../components/ProductReviews';
import { Stars } from '../components/Stars';
import { VariantPickers } from '../components/VariantPickers';
import {
  availableStock,
  canBuy,
  choose,
  initialSelection,
  matchingVariant,
  missingOptions,
  optionInStock,
  optionValues,
  quantityProblem,
  selectionHint,
  stockHint,
  type Selection,
} from '../lib/variant-selection.logic';
import { useAddToCart } from '../lib/use-add-to-cart';
import { useBuyNow } from '../lib/use-buy-now';
import styles from './ProductDetailPage.module.css';
import { ProductDetailSkeleton } from '../components/ProductDetailSkeleton';

/** /products/:id (product §4.3 "Product detail", §12 product detail rules). */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(PRODUCT_QUERY, { variables: { id } });
  const product = data?.product;

  useDocumentTitle(product?.name ?? (loading ? '' : 'Không tìm thấy sản phẩm'));

  if (loading && !data) return <ProductDetailSkeleton />;
  // A missing or malformed id answers null (the catalog's `product` query); a NOT_FOUND error means the same.
  if (error && errorCode(error) !== 'NOT_FOUND') {
    return (
      <div className={styles.page}>
        <div role="alert" className={styles.message}>
          <p>Không thể tải thông tin sản phẩm. Vui lòng thử lại.</p>
          <button type="button" className={styles.secondary} onClick={() => void refetch()}>
            Thử lại
          </button>
        </div>
      </div>
    );
  }
  if (!product) {
    return (
      <div className={styles.page}>
        <div className={styles.message}>
          <h1 className={styles.notFound}>Không tìm thấy sản phẩm</h1>
          <Link to="/products" className={styles.secondary}>
            Xem sản phẩm khác
          </Link>
        </div>
      </div>
    );
  }
  // Keyed by id so the choices reset when another product opens in the same page.
  return <ProductDetailView key={product.id} product={product} />;
}

function ProductDetailView({ product }: { product: ProductDetail }) {
  const addToCart = useAddToCart();
  const { buyNow, busy } = useBuyNow();
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product));
  const [quantity, setQuantity] = useState(1);
  const [quantityMessage, setQuantityMessage] = useState<string | null>(null);

  const values = useMemo(() => optionValues(product), [product]);
  const missing = missingOptions(product, selection);
  const hint = selectionHint(missing.hint);
  const available = availableStock(product, selection);
  const buyable = canBuy(product, selection);
  const soldOut = product.totalStock === 0;

  const changeQuantity = (next: number) => {
    const problem = quantityProblem(next, available);
    setQuantityMessage(problem);
    setQuantity(problem ? Math.max(1, available) : next);
  };

  /** The chosen quantity, or null (with the spec's message) when stock is short. */
  const checkedQuantity = (): number | null => {
    const problem = quantityProblem(quantity, available);
    setQuantityMessage(problem);
    return problem ? null : quantity;
  };
  // Without a matching variant the cart keeps the chosen options, as order items do (product §3).
  const variant = () => matchingVariant(product, selection) ?? chosenOptions(selection);

  const add = () => {
    const n = checkedQuantity();
    if (n !== null) addToCart(product, variant(), n);
  };
  const buy = () => {
    const n = checkedQuantity();
    if (n !== null) void buyNow(product, variant(), n);
  };

  return (
    <div className={styles.page}>
      <nav aria-label="Đường dẫn" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/">Trang chủ</Link>
          </li>
          <li>
            <Link to="/products">Sản phẩm</Link>
          </li>
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>

      <div className={styles.top}>
        <ProductGallery images={product.images} name={product.name} color={selection.color} />

        <div className={styles.info}>
          {product.brand && <p className={styles.brand}>{product.brand}</p>}
          <h1 className={styles.name}>{product.name}</h1>
          {product.ratings.count > 0 && (
            <p className={styles.rating}>
              <Stars value={product.ratings.average} />
              <span>{product.ratings.average.toLocaleString('vi-VN', { maximumFractionDigits: 1 })}</span>
              <a href="#product-reviews">({product.ratings.count} đánh giá)</a>
            </p>
          )}
          <Price price={product.price} originalPrice={product.originalPrice} size="large" showBadge />
          {product.shortDescription && <p className={styles.short}>{product.shortDescription}</p>}

          <div className={styles.options}>
            <VariantPickers
              values={values}
              selection={selection}
              inStock={(kind, value) => optionInStock(product, selection, kind, value)}
              onChoose={(kind, value) => setSelection((s) => choose(product, s, kind, value))}
            />
            {hint && (
              <p className={styles.hint} role="status">
                {hint}
              </p>
            )}
          </div>

          <div className={styles.quantityRow}>
            <span className={styles.quantityLabel} aria-hidden="true">
              Số lượng
            </span>
            <QuantityInput value={quantity} onChange={changeQuantity} disabled={soldOut || available === 0} />
            <span className={styles.stock}>{stockHint(soldOut ? 0 : available)}</span>
          </div>
          {quantityMessage && (
            <p className={styles.quantityMessage} role="alert">
              {quantityMessage}
            </p>
          )}

          <div className={styles.actions}>
            <button type="button" className={styles.addButton} disabled={!buyable} onClick={add}>
              Thêm vào giỏ hàng
            </button>
            <button type="button" className={styles.buyButton} disabled={!buyable || busy} aria-busy={busy} onClick={buy}>
              Mua ngay
            </button>
          </div>

          <dl className={styles.facts}>
            {product.brand && (
              <div>
                <dt>Thương hiệu:</dt>
                <dd>{product.brand}</dd>
              </div>
            )}
            {product.category && (
              <div>
                <dt>Danh mục:</dt>
                <dd>
                  <Link to={`/products?category=${encodeURIComponent(product.category.id)}`}>{product.category.name}</Link>
                </dd>
              </div>
            )}
            <div>
              <dt>Đã bán:</dt>
              <dd>{product.soldCount.toLocaleString('vi-VN')}</dd>
            </div>
          </dl>
        </div>
      </div>

      <section className={styles.description} aria-labelledby="product-description">
        <h2 id="product-description">Mô tả sản phẩm</h2>
        {/* The catalog sanitises descriptions when staff save them and again when it serves
            them (decision 0203), so the stored HTML is safe to render as is. */}
        <div className={styles.html} dangerouslySetInnerHTML={{ __html: product.description }} />
      </section>

      <ProductReviews reviews={product.reviews} />
    </div>
  );
}

function chosenOptions(selection: Selection): CartVariant | undefined {
  return Object.keys(selection).length > 0 ? { ...selection } : undefined;
}

export default ProductDetailPage;
