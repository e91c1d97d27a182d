import { Link } from 'react-router-dom';
import { formatVnd } from '../../../components/product/money.logic';
import { ShopButton } from '../../../components/ui/ShopButton';
import type { Order } from '../api/orders.types';
import { displayedOrderStatus, ORDER_STATUS_COLORS, orderStatusLabel } from '../../../lib/shop-rules';
import { formatDateTime, isDelivered } from '../lib/order-labels.logic';
import { orderLine } from '../lib/lines';
import { OrderLines } from './OrderLines';
import { OrderRefunds } from './OrderRefunds';
import { StatusTag } from './StatusTag';
import styles from './orders.module.css';
import cardStyles from './OrderCard.module.css';

interface OrderCardProps {
  order: Order;
  onBuyAgain(orderId: string): void;
  buyingAgain: boolean;
}

const SHOWN_LINES = 3;

/** One order in /my-orders: number and date linking to /orders/{id}, status, lines, total, Buy again. */
export function OrderCard({ order, onBuyAgain, buyingAgain }: OrderCardProps) {
  const status = displayedOrderStatus(order.status);
  const more = order.items.length - SHOWN_LINES;
  return (
    <li className={cardStyles.card} data-testid="order-card">
      <div className={styles.cardHead}>
        <Link to={`/orders/${order.id}`} className={cardStyles.cardLink}>
          Đơn hàng {order.orderNumber}
          <span className={styles.muted}> · {formatDateTime(order.createdAt)}</span>
        </Link>
        <StatusTag color={ORDER_STATUS_COLORS[status]}>{orderStatusLabel(status)}</StatusTag>
      </div>
      <OrderLines lines={order.items.slice(0, SHOWN_LINES).map(orderLine)} label={`Sản phẩm của đơn ${order.orderNumber}`} />
      {more > 0 && <p className={styles.muted}>và {more} sản phẩm khác</p>}
      <div className={cardStyles.cardFoot}>
        <span>
          Tổng tiền: <strong>{formatVnd(order.totalAmount)}</strong>
          <OrderRefunds refunds={order.refunds} />
        </span>
        <span className={styles.actions} style={{ marginTop: 0 }}>
          {isDelivered(status) && (
            <ShopButton onClick={() => onBuyAgain(order.id)} loading={buyingAgain}>
              Mua lại
            </ShopButton>
          )}
          <Link to={`/orders/${order.id}`} className={styles.link}>
            Xem chi tiết
          </Link>
        </span>
      </div>
    </li>
  );
}
