import { useQuery } from '@apollo/client/react';
import { couponTermsText } from '../../../lib/coupon-terms.logic';
import { formatVnd } from '../../../components/product/money.logic';
import { ShopButton } from '../../../components/ui/ShopButton';
import { COUPON_OFFERS } from '../api/orders.documents';
import styles from './CouponBox.module.css';

interface VoucherListProps {
  id: string;
  subtotal: number;
  /** The code applied now, marked as chosen. */
  appliedCode: string | null;
  busy: boolean;
  onChoose(code: string): void;
}

/**
 * 'Chọn voucher' (decision 0652): the shop's public coupons for this cart, those it can use first
 * with the discount each gives, then the others with the reason they do not apply.
 */
export function VoucherList({ id, subtotal, appliedCode, busy, onChoose }: VoucherListProps) {
  const { data, loading, error } = useQuery(COUPON_OFFERS, { variables: { orderAmount: subtotal }, fetchPolicy: 'network-only' });
  const offers = data?.couponOffers ?? [];
  return (
    <div id={id} className={styles.vouchers}>
      {loading && !data && <p className={styles.voucherNote}>Đang tải voucher...</p>}
      {error && !data && <p className={styles.voucherNote}>Không thể tải danh sách voucher</p>}
      {data && offers.length === 0 && <p className={styles.voucherNote}>Hiện chưa có voucher nào</p>}
      {offers.length > 0 && (
        <ul className={styles.voucherList} aria-label="Voucher của shop">
          {offers.map(({ coupon, usable, reason, discount }) => (
            <li key={coupon.id} className={`${styles.voucher} ${usable ? '' : styles.voucherOff}`}>
              <div className={styles.voucherText}>
                <strong>{coupon.code}</strong>
                <span>{couponTermsText(coupon)}</span>
                {coupon.description && <span className={styles.voucherNote}>{coupon.description}</span>}
                {usable ? (
                  <span className={styles.couponOk}>Giảm {formatVnd(discount)} cho đơn này</span>
                ) : (
                  <span className={styles.voucherReason}>{reason}</span>
                )}
              </div>
              {usable &&
                (appliedCode === coupon.code ? (
                  <span className={styles.couponOk}>Đang dùng</span>
                ) : (
                  <ShopButton onClick={() => onChoose(coupon.code)} disabled={busy} aria-label={`Dùng voucher ${coupon.code}`}>
                    Dùng
                  </ShopButton>
                ))}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
