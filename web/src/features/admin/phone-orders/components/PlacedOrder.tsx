import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { Link } from 'react-router-dom';
import { formatVnd } from '../../../../lib/shop-rules.js';
import { toast } from '../../../../lib/toast';
import { paymentLink } from '../lib/phone-order.logic';
import styles from './phone-order.module.css';

interface PlacedOrderProps {
  order: { id: string; orderNumber: string; totalAmount: number; paymentMethod: string };
  onNext: () => void;
}

/** The order just placed; for a QR order, the payment page's link to send the customer (decision 0660). */
export function PlacedOrder({ order, onNext }: PlacedOrderProps) {
  const link = order.paymentMethod === 'qr_payment' ? paymentLink(window.location.origin, order.id) : null;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Đã sao chép liên kết thanh toán');
    } catch {
      toast.error('Không sao chép được, hãy chọn và sao chép liên kết');
    }
  };
  return (
    <div className={styles.placed} role="status">
      <Alert
        type="success"
        showIcon
        message={`Đã tạo đơn hàng ${order.orderNumber}`}
        description={
          <>
            Tổng cộng {formatVnd(order.totalAmount)}. Khách nhận email xác nhận và thấy đơn trong “Đơn hàng của tôi”.{' '}
            <Link to={`/admin/orders/${order.id}`}>Xem đơn hàng</Link>
          </>
        }
      />
      {link && (
        <div className={styles.link}>
          <label htmlFor="phone-order-payment-link">Liên kết thanh toán QR gửi cho khách</label>
          <Input id="phone-order-payment-link" readOnly value={link} onFocus={(e) => e.target.select()} />
          <Button type="primary" onClick={copy}>
            Sao chép liên kết
          </Button>
        </div>
      )}
      <Button onClick={onNext}>Tạo đơn khác</Button>
    </div>
  );
}
