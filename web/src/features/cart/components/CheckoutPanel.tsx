import Modal from 'antd/es/modal';
import { Link } from 'react-router-dom';
import { SHOP_CONTACT, telHref } from '../../../lib/shop-info';
import { formatVnd } from '../../../components/product/money.logic';
import type { CartLine } from '../lib/cart-line';
import { lineTotal, selectedSubtotal } from '../lib/cart-totals.logic';
import styles from './CheckoutPanel.module.css';

interface CheckoutPanelProps {
  open: boolean;
  onClose(): void;
  lines: readonly CartLine[];
  signedIn: boolean;
}

/**
 * What the checkout button opens until online ordering ships (a later issue). A guest gets the
 * login-required panel of spec §2 "Checkout"; a signed-in customer is told honestly how to order
 * now, by phone, with the items and total they chose.
 */
export function CheckoutPanel({ open, onClose, lines, signedIn }: CheckoutPanelProps) {
  const chosen = lines.filter((l) => l.selected);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={signedIn ? 'Đặt hàng' : 'Vui lòng đăng nhập để thanh toán'} width={520} destroyOnHidden>
      {signedIn ? (
        <p className={styles.lead}>
          Chức năng đặt hàng đang được hoàn thiện. Vui lòng liên hệ hotline để đặt hàng.{' '}
          <a href={telHref(SHOP_CONTACT.phone)} className={styles.hotline}>
            Hotline: {SHOP_CONTACT.phone}
          </a>
        </p>
      ) : (
        <p className={styles.lead}>Bạn cần đăng nhập hoặc đăng ký tài khoản để đặt hàng. Giỏ hàng của bạn vẫn được giữ nguyên.</p>
      )}

      <h3 className={styles.heading}>Sản phẩm đã chọn ({chosen.length})</h3>
      <ul className={styles.items}>
        {chosen.map((l) => (
          <li key={l.key}>
            <span className={styles.itemName}>
              {l.name} × {l.quantity}
              {l.variantText && <span className={styles.variant}>{l.variantText}</span>}
            </span>
            <span>{formatVnd(lineTotal(l))}</span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        <span>Tổng cộng</span>
        <strong>{formatVnd(selectedSubtotal(lines))}</strong>
      </p>

      <div className={styles.links}>
        {signedIn ? (
          <button type="button" className={styles.secondary} onClick={onClose}>
            Quay lại giỏ hàng
          </button>
        ) : (
          <>
            <Link to="/login" className={styles.primary}>
              Đăng nhập
            </Link>
            <Link to="/register" className={styles.secondary}>
              Đăng ký
            </Link>
            <Link to="/cart" className={styles.back} onClick={onClose}>
              Quay lại giỏ hàng
            </Link>
          </>
        )}
      </div>
    </Modal>
  );
}
