import { addressText } from '../../../../components/address/address-text.logic';
import { formatVnd } from '../../../../components/product/money.logic';
import type { AdminOrder } from '../api/admin-orders.documents';
import { variantText } from '../lib/admin-orders.logic';
import styles from './PackingSlip.module.css';

/** What the browser prints: recipient, phone, address, items and the COD to collect (the print stylesheet hides the rest). */
export function PackingSlip({ order }: { order: AdminOrder }) {
  const a = order.shippingAddress;
  const cod = order.paymentMethod === 'cod' && !order.isPaid ? order.totalAmount : 0;
  return (
    <section className={styles.slip} aria-hidden="true">
      <h2>Phiếu giao hàng {order.orderNumber}</h2>
      <p>Người nhận: {a.fullName}</p>
      <p>Điện thoại: {a.phone}</p>
      <p>Địa chỉ: {addressText(a)}</p>
      <table>
        <thead>
          <tr>
            <th>Sản phẩm</th>
            <th>SL</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((i) => (
            <tr key={i.id}>
              <td>
                {i.name} {variantText(i.variant)}
              </td>
              <td>{i.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <strong>Thu hộ (COD): {formatVnd(cod)}</strong>
      </p>
    </section>
  );
}
