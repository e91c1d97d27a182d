import { Suspense, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { lazyWithAntd } from '../../../components/antd/lazy-with-antd';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { ShopButton } from '../../../components/ui/ShopButton';
import {
  customerMayCancel,
  displayedOrderStatus,
  ORDER_STATUS_COLORS,
  orderStatusLabel,
  paymentMethodLabel,
  shippingMethodLabel,
} from '../../../lib/shop-rules';
import { historyNewestFirst } from '../../../lib/order-history.logic';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useBuyAgain } from '../api/use-buy-again';
import { useOrder } from '../api/use-order';
import { OrderFigures } from '../components/OrderFigures';
import { OrderRefunds } from '../components/OrderRefunds';
import { OrderLines } from '../components/OrderLines';
import { RecipientAddress } from '../components/RecipientAddress';
import { OrderLoadError } from '../components/OrderLoadError';
import { OrderNotFound } from '../components/OrderNotFound';
import styles from '../components/orders.module.css';
import { StatusTag } from '../components/StatusTag';
import { orderLine } from '../lib/lines';
import { canPay, formatDateTime, isDelivered, paymentStatusLabel } from '../lib/order-labels.logic';

// The dialogs use antd: loaded when first opened, so the page itself stays within the phone budget
// (decision 0902).
const CancelOrderModal = lazyWithAntd(() => import('../components/CancelOrderModal').then((m) => m.CancelOrderModal));
const RateProductModal = lazyWithAntd(() => import('../components/RateProductModal').then((m) => m.RateProductModal));

/**
 * /orders/{id} (product §2 "Order detail"): status history, items, address, payment, shipping method,
 * note, cancel reason and time, totals; Cancel (pending, confirmed, processing), Pay (unpaid QR),
 * and on delivered orders Buy again and Rate product. A missing or foreign order reads 'not found'.
 */
export function OrderDetailPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { order, loading, error, refetch } = useOrder(id);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [rating, setRating] = useState<{ productId: string; name: string } | null>(null);
  // Once opened, a dialog stays mounted so that it closes with antd's animation.
  const [cancelUsed, setCancelUsed] = useState(false);
  const [ratingUsed, setRatingUsed] = useState(false);
  const { buyAgain, loading: buyingAgain } = useBuyAgain();
  useDocumentTitle(order ? `Đơn hàng ${order.orderNumber}` : 'Chi tiết đơn hàng');

  if (loading) return <PageSpinner label="Đang tải đơn hàng..." />;
  if (error) return <OrderLoadError onRetry={refetch} />;
  if (!order) return <OrderNotFound />;

  const status = displayedOrderStatus(order.status);
  const delivered = isDelivered(status);
  const ratedOnce = new Set<string>();
  const lines = order.items.map((item, index) => {
    const line = orderLine(item, index);
    // Once per product: the same product on two lines (two variants) is rated from the first.
    if (!delivered || ratedOnce.has(item.productId)) return line;
    ratedOnce.add(item.productId);
    return {
      ...line,
      extra: item.reviewed ? (
        <p className={styles.itemMeta}>✓ Đã đánh giá</p>
      ) : (
        <ShopButton
          size="small"
          style={{ marginTop: 6 }}
          onClick={() => {
            setRatingUsed(true);
            setRating({ productId: item.productId, name: item.name });
          }}
        >
          Đánh giá sản phẩm
        </ShopButton>
      ),
    };
  });
  const history = historyNewestFirst(order.statusHistory);

  return (
    <div className={styles.page}>
      <Link to="/my-orders" className={styles.back}>
        ← Đơn hàng của tôi
      </Link>
      <div className={styles.cardHead}>
        <h1 className={styles.title}>Đơn hàng {order.orderNumber}</h1>
        <StatusTag color={ORDER_STATUS_COLORS[status]} data-testid="order-status">
          {orderStatusLabel(status)}
        </StatusTag>
      </div>
      <p className={styles.muted}>Đặt lúc {formatDateTime(order.createdAt)}</p>

      <div className={styles.layout}>
        <div>
          {status === 'cancelled' && (
            <section className={styles.panel} aria-labelledby="order-cancelled">
              <h2 id="order-cancelled" className={styles.panelTitle}>
                Đơn hàng đã hủy
              </h2>
              <p data-testid="cancel-reason">Lý do: {order.cancelReason || '—'}</p>
              {order.cancelledAt && <p className={styles.muted}>Hủy lúc {formatDateTime(order.cancelledAt)}</p>}
            </section>
          )}

          <section className={styles.panel} aria-labelledby="order-items">
            <h2 id="order-items" className={styles.panelTitle}>
              Sản phẩm
            </h2>
            <OrderLines lines={lines} label="Sản phẩm trong đơn hàng" />
          </section>

          <section className={styles.panel} aria-labelledby="order-history">
            <h2 id="order-history" className={styles.panelTitle}>
              Lịch sử trạng thái
            </h2>
            <ol className={styles.history}>
              {history.map((h, i) => (
                <li key={`${h.status}-${h.updatedAt}-${i}`}>
                  <strong>{orderStatusLabel(h.status)}</strong> <span className={styles.muted}>· {formatDateTime(h.updatedAt)}</span>
                  {h.note && <p className={styles.itemMeta}>{h.note}</p>}
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside>
          <section className={styles.panel} aria-labelledby="order-address">
            <h2 id="order-address" className={styles.panelTitle}>
              Địa chỉ giao hàng
            </h2>
            <RecipientAddress address={order.shippingAddress} />
            <dl className={styles.figures}>
              <div>
                <dt>Vận chuyển</dt>
                <dd>{shippingMethodLabel(order.shippingMethod)}</dd>
              </div>
              {order.carrierName && (
                <div>
                  <dt>Đơn vị vận chuyển</dt>
                  <dd>{order.carrierName}</dd>
                </div>
              )}
              {order.trackingNumber && (
                <div>
                  <dt>Mã vận đơn</dt>
                  <dd>{order.trackingNumber}</dd>
                </div>
              )}
              <div>
                <dt>Thanh toán</dt>
                <dd>{paymentMethodLabel(order.paymentMethod)}</dd>
              </div>
              <div>
                <dt>Trạng thái thanh toán</dt>
                <dd>
                  {paymentStatusLabel(order.paymentStatus)}
                  <OrderRefunds refunds={order.refunds} />
                </dd>
              </div>
            </dl>
            {order.trackingUrl && (
              <p>
                <a href={order.trackingUrl} target="_blank" rel="noreferrer" className={styles.trackLink}>
                  Theo dõi đơn hàng trên trang {order.carrierName} ↗
                </a>
              </p>
            )}
            {order.customerNote && (
              <>
                <h3 className={styles.muted}>Ghi chú</h3>
                <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{order.customerNote}</p>
              </>
            )}
          </section>

          <section className={styles.panel} aria-labelledby="order-totals">
            <h2 id="order-totals" className={styles.panelTitle}>
              Tổng kết
            </h2>
            <OrderFigures
              subtotal={order.subtotal}
              shippingFee={order.shippingFee}
              discount={order.totalDiscount}
              total={order.totalAmount}
              couponCode={order.couponCode}
            />
            <div className={styles.actions}>
              {canPay(order) && (
                <ShopButton variant="primary" onClick={() => navigate(`/payment/qr/${order.id}`)}>
                  Thanh toán
                </ShopButton>
              )}
              {customerMayCancel(status) && (
                <ShopButton
                  danger
                  onClick={() => {
                    setCancelUsed(true);
                    setCancelOpen(true);
                  }}
                >
                  Hủy đơn hàng
                </ShopButton>
              )}
              {delivered && (
                <ShopButton onClick={() => void buyAgain(order.id)} loading={buyingAgain}>
                  Mua lại
                </ShopButton>
              )}
            </div>
          </section>
        </aside>
      </div>

      <Suspense fallback={null}>
        {cancelUsed && <CancelOrderModal orderId={order.id} orderNumber={order.orderNumber} open={cancelOpen} onClose={() => setCancelOpen(false)} />}
        {ratingUsed && <RateProductModal orderId={order.id} product={rating} onClose={() => setRating(null)} />}
      </Suspense>
    </div>
  );
}

export default OrderDetailPage;
