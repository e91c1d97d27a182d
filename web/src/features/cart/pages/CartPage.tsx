import { Link, useNavigate } from 'react-router-dom';
import { formatVnd } from '../../../components/product/money.logic';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CartRow } from '../components/CartRow';
import { selectAllState, selectedCount, selectedSubtotal } from '../lib/cart-totals.logic';
import { useCartLines } from '../lib/use-cart-lines';
import styles from './CartPage.module.css';

/** /cart: the guest's local cart, or the signed-in user's server cart (product §5 "Cart"). */
export function CartPage() {
  const cart = useCartLines();
  const navigate = useNavigate();

  useDocumentTitle('Giỏ hàng');

  if (cart.lines.length === 0) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Giỏ hàng</h1>
        <div className={styles.empty}>
          <svg aria-hidden="true" width="72" height="72" viewBox="0 0 24 24" fill="none" stroke="#b8b1a4" strokeWidth="1.3">
            <path d="M5 8h14l-1.2 12H6.2z" strokeLinejoin="round" />
            <path d="M9 8V6a3 3 0 0 1 6 0v2" />
          </svg>
          <p>Giỏ hàng của bạn đang trống</p>
          <Link to="/products" className={styles.primary}>
            Tiếp tục mua sắm
          </Link>
        </div>
      </div>
    );
  }

  const all = selectAllState(cart.lines);
  const subtotal = selectedSubtotal(cart.lines);
  const nothingSelected = selectedCount(cart.lines) === 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Giỏ hàng ({cart.count})</h1>
      <div className={styles.layout}>
        <section className={styles.items} aria-label="Sản phẩm trong giỏ hàng">
          <label className={styles.selectAll}>
            <input
              type="checkbox"
              checked={all.checked}
              ref={(el) => {
                if (el) el.indeterminate = all.indeterminate;
              }}
              onChange={() => cart.selectAll(!all.checked)}
            />
            Chọn tất cả ({cart.lines.length} sản phẩm)
          </label>
          <ul className={styles.list}>
            {cart.lines.map((line) => (
              <CartRow
                key={line.key}
                line={line}
                onToggle={() => cart.toggle(line.key)}
                onQuantity={(q) => cart.setQuantity(line.key, q)}
                onRemove={() => cart.remove(line.key)}
              />
            ))}
          </ul>
          <Link to="/products" className={styles.continue}>
            ← Tiếp tục mua sắm
          </Link>
        </section>

        <aside className={styles.summary} aria-labelledby="cart-summary">
          <h2 id="cart-summary" className={styles.summaryTitle}>
            Tóm tắt đơn hàng
          </h2>
          <dl className={styles.figures}>
            <div>
              <dt>Tạm tính ({selectedCount(cart.lines)} sản phẩm)</dt>
              <dd data-testid="cart-subtotal">{formatVnd(subtotal)}</dd>
            </div>
            <div>
              <dt>Phí vận chuyển</dt>
              <dd>Tính khi thanh toán</dd>
            </div>
            <div className={styles.grand}>
              <dt>Tổng cộng</dt>
              <dd>{formatVnd(subtotal)}</dd>
            </div>
          </dl>
          <button
            type="button"
            className={styles.checkout}
            disabled={nothingSelected}
            aria-describedby={nothingSelected ? 'cart-checkout-prompt' : undefined}
            onClick={() => navigate('/checkout')}
          >
            Thanh toán
          </button>
          {nothingSelected && (
            <p id="cart-checkout-prompt" className={styles.prompt} role="status">
              Vui lòng chọn sản phẩm để thanh toán
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}

export default CartPage;
