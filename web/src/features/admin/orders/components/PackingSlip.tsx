import { addressText } from '../../../../components/address/address-text.logic';
import { formatVnd } from '../../../../components/product/money.logic';
import { formatDateTime } from '../../../../lib/date-time.logic';
import { SHOP_CONTACT, SHOP_NAME } from '../../../../lib/shop-info';
import type { AdminOrder } from '../api/admin-orders.documents';
import { variantText } from '../lib/admin-orders.logic';
import { codToCollect } from '../lib/packing-slip.logic';
import { Barcode } from './Barcode';
import styles from './PackingSlip.module.css';

/** Lines a label has room for; the rest are counted. */
const LINES_ON_SLIP = 8;

/**
 * One packing slip as a carrier takes it: sender, recipient, order number and tracking code as
 * Code 128 barcodes, the COD to collect in large type, the lines and the customer's note. Its print
 * page (PackingSlipsPage) prints each slip on its own sheet.
 */
export function PackingSlip({ order }: { order: AdminOrder }) {
  const a = order.shippingAddress;
  const cod = codToCollect(order);
  const shown = order.items.slice(0, LINES_ON_SLIP);
  const more = order.items.length - shown.length;
  return (
    <article className={styles.slip} aria-label={`Phiếu giao hàng ${order.orderNumber}`}>
      <header className={styles.codes}>
        <div>
          <Barcode value={order.orderNumber} label="Mã đơn hàng" />
          <p className={styles.small}>Ngày đặt: {formatDateTime(order.createdAt)}</p>
        </div>
        {order.trackingNumber && (
          <div>
            <Barcode value={order.trackingNumber} label="Mã vận đơn" />
            <p className={styles.small}>{order.carrierName ?? 'Mã vận đơn'}</p>
          </div>
        )}
      </header>
      <section className={styles.party}>
        <h2>Người gửi</h2>
        <p>
          <strong>{SHOP_NAME}</strong> · {SHOP_CONTACT.phone}
        </p>
        <p>{SHOP_CONTACT.address}</p>
      </section>
      <section className={styles.party}>
        <h2>Người nhận</h2>
        <p className={styles.recipient}>
          <strong>{a.fullName}</strong> · {a.phone}
        </p>
        <p>{addressText(a)}</p>
      </section>
      <p className={styles.cod} data-testid="slip-cod">
        {cod > 0 ? <>Thu hộ (COD): {formatVnd(cod)}</> : <>Đã thanh toán, không thu tiền</>}
      </p>
      <table className={styles.lines}>
        <thead>
          <tr>
            <th scope="col">Sản phẩm</th>
            <th scope="col">SL</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((i) => (
            <tr key={i.id}>
              <td>
                {i.name} {variantText(i.variant)}
              </td>
              <td>{i.quantity}</td>
            </tr>
          ))}
          {more > 0 && (
            <tr>
              <td colSpan={2}>và {more} sản phẩm khác</td>
            </tr>
          )}
        </tbody>
      </table>
      {order.customerNote && <p className={styles.note}>Ghi chú của khách: {order.customerNote}</p>}
    </article>
  );
}
