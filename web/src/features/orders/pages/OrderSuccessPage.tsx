import { Link, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { formatVnd } from '../../../components/product/money.logic';
import { deliveryPromise, paymentMethodLabel, shippingMethodLabel } from '../../../lib/shop-rules';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOrder } from '../api/use-order';
import { OrderFigures } from '../components/OrderFigures';
import { OrderLines } from '../components/OrderLines';
import { RecipientAddress } from '../components/RecipientAddress';
import { OrderLoadError } from '../components/OrderLoadError';
import { OrderNotFound } from '../components/OrderNotFound';
import styles from '../components/orders.module.css';
import { orderLine } from '../lib/lines';
import { paymentStatusLabel } from '../lib/order-labels.logic';

/**
 * /order-success/{orderId} (product §2): order number, total, customer info, shipping address,
 * payment method, items, subtotal, shipping fee, discount, total, links to /my-orders and /products.
 */
export function OrderSuccessPage() {
  useDocumentTitle('Đặt hàng thành công');
  const { orderId } = useParams();
  const { order, loading, error, refetch } = useOrder(orderId);

  if (loading) return <PageSpinner label="Đang tải đơn hàng..." />;
  if (error) return <OrderLoadError onRetry={refetch} />;
  if (!order) return <OrderNotFound />;

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <section className={styles.panel} aria-labelledby="order-success">
        <div className={styles.empty}>
          <svg aria-hidden="true" width="64" height="64" viewBox="0 0 24 24" fill="none" stroke="#1f6f5c" strokeWidth="1.6">
            <circle cx="12" cy="12" r="10" />
            <path d="m7.5 12.5 3 3 6-6.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <h1 id="order-success" className={styles.title}>
            Đặt hàng thành công!
          </h1>
          <p>
            Cảm ơn bạn đã mua sắm. Mã đơn hàng của bạn là <strong data-testid="order-number">{order.orderNumber}</strong>
          </p>
          <p>
            Tổng thanh toán: <strong>{formatVnd(order.totalAmount)}</strong>
          </p>
        </div>
      </section>

      <div className={styles.grid}>
        <section className={styles.panel} aria-labelledby="success-customer">
          <h2 id="success-customer" className={styles.panelTitle}>
            Thông tin khách hàng
          </h2>
          <dl className={styles.figures}>
            <div>
              <dt>Họ tên</dt>
              <dd>{order.customerInfo.name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{order.customerInfo.email}</dd>
            </div>
            <div>
              <dt>Số điện thoại</dt>
              <dd>{order.customerInfo.phone}</dd>
            </div>
          </dl>
        </section>
        <section className={styles.panel} aria-labelledby="success-address">
          <h2 id="success-address" className={styles.panelTitle}>
            Địa chỉ giao hàng
          </h2>
          <RecipientAddress address={order.shippingAddress} />
          <p>
            {shippingMethodLabel(order.shippingMethod)} · {paymentMethodLabel(order.paymentMethod)} ({paymentStatusLabel(order.paymentStatus)})
          </p>
          <p>{deliveryPromise(order.shippingAddress.city, order.shippingMethod)}</p>
        </section>
      </div>

      <section className={styles.panel} aria-labelledby="success-items">
        <h2 id="success-items" className={styles.panelTitle}>
          Sản phẩm
        </h2>
        <OrderLines lines={order.items.map(orderLine)} label="Sản phẩm đã đặt" />
        <OrderFigures
          subtotal={order.subtotal}
          shippingFee={order.shippingFee}
          discount={order.totalDiscount}
          total={order.totalAmount}
          couponCode={order.couponCode}
        />
      </section>

      <div className={styles.actions}>
        <Link to="/my-orders" className={styles.primary}>
          Xem đơn hàng của tôi
        </Link>
        <Link to="/products" className={styles.secondary}>
          Tiếp tục mua sắm
        </Link>
      </div>
    </div>
  );
}

export default OrderSuccessPage;
