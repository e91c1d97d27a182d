import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import fieldStyles from '../../../components/form/form.module.css';
import { formatVnd } from '../../../components/product/money.logic';
import { ShopButton } from '../../../components/ui/ShopButton';
import { errorMessage } from '../../../lib/apollo/errors';
import { toast } from '../../../lib/toast';
import { VALIDATE_COUPON, type CouponValidation } from '../api/orders.documents';
import { normalizeCouponCode } from '../lib/checkout.logic';
import styles from './orders.module.css';
import couponStyles from './CouponBox.module.css';
import { VoucherList } from './VoucherList';

// One toast at a time for the coupon box: applying a coupon replaces the refusal still shown.
const TOAST_KEY = 'coupon';

interface CouponBoxProps {
  /** The selected subtotal the coupon is checked against (product §12). */
  subtotal: number;
  applied: CouponValidation | null;
  onApplied(coupon: CouponValidation | null): void;
}

/**
 * product §12, §13: apply a coupon code, typed or chosen under 'Chọn voucher' (decision 0652); the
 * result or the refusal shows under the input and as a toast.
 */
export function CouponBox({ subtotal, applied, onApplied }: CouponBoxProps) {
  const [code, setCode] = useState(applied?.coupon.code ?? '');
  const [error, setError] = useState<string | null>(null);
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const [choosing, setChoosing] = useState(false);

  const apply = async (chosen?: string) => {
    const normalized = normalizeCouponCode(chosen ?? code);
    if (!normalized) return; // product §12: an empty code is ignored
    setLoading(true);
    try {
      // A query, asked afresh each time: the coupon may have been used up since.
      const { data } = await client.query({ query: VALIDATE_COUPON, variables: { code: normalized, orderAmount: subtotal }, fetchPolicy: 'network-only' });
      if (!data) throw new Error('no data');
      setError(null);
      if (chosen) setCode(normalized);
      onApplied(data.validateCoupon);
      setChoosing(false);
      toast.success('Áp dụng mã giảm giá thành công', { key: TOAST_KEY });
    } catch (e) {
      const message = errorMessage(e, 'Mã giảm giá không hợp lệ');
      setError(message);
      onApplied(null);
      toast.error(message, { key: TOAST_KEY });
    } finally {
      setLoading(false);
    }
  };

  const remove = () => {
    onApplied(null);
    setCode('');
    setError(null);
  };

  return (
    <div className={couponStyles.coupon}>
      <label htmlFor="coupon-code" className={styles.muted}>
        Mã giảm giá
      </label>
      <div className={couponStyles.couponRow}>
        <input
          id="coupon-code"
          type="text"
          className={`${fieldStyles.input} ${error ? fieldStyles.inputError : ''}`}
          value={code}
          maxLength={50}
          autoComplete="off"
          placeholder="Nhập mã giảm giá"
          aria-invalid={error ? true : undefined}
          aria-describedby="coupon-message"
          onChange={(e) => {
            setCode(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            // Enter applies the code; it never submits the checkout form around it.
            if (e.key !== 'Enter') return;
            e.preventDefault();
            if (!loading) void apply();
          }}
          disabled={applied !== null}
        />
        {applied ? (
          <ShopButton onClick={remove}>Bỏ mã</ShopButton>
        ) : (
          <ShopButton onClick={() => void apply()} loading={loading}>
            Áp dụng
          </ShopButton>
        )}
      </div>
      <ShopButton className={couponStyles.voucherToggle} aria-expanded={choosing} aria-controls="coupon-vouchers" onClick={() => setChoosing((open) => !open)}>
        Chọn voucher
      </ShopButton>
      {choosing && (
        <VoucherList
          id="coupon-vouchers"
          subtotal={subtotal}
          appliedCode={applied?.coupon.code ?? null}
          busy={loading}
          onChoose={(chosen) => {
            if (applied) onApplied(null);
            void apply(chosen);
          }}
        />
      )}
      <p id="coupon-message" className={couponStyles.couponMessage} role="status" aria-live="polite">
        {error && <span className={couponStyles.couponError}>{error}</span>}
        {applied && (
          <span className={couponStyles.couponOk}>
            Đã áp dụng mã {applied.coupon.code}: giảm {formatVnd(applied.discount)}
          </span>
        )}
      </p>
    </div>
  );
}
