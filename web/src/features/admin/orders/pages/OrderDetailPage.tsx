import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useQuery } from '@apollo/client/react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { addressText } from '../../../../components/address/address-text.logic';
import { formatDateTime } from '../../../../lib/date-time.logic';
import { historyNewestFirst } from '../../../../lib/order-history.logic';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import page from '../../shared/admin-page.module.css';
import { useCan } from '../../shared/use-can';
import { ADMIN_ORDER } from '../api/admin-orders.documents';
import { ConfirmPaymentModal, type PaymentStatus } from '../components/ConfirmPaymentModal';
import { OrderItemsCard } from '../components/OrderItemsCard';
import styles from '../components/order-detail.module.css';
import { StatusPanel } from '../components/StatusPanel';
import { orderStatusOption, paymentCodeCaption, paymentMethodLabel, paymentStatusOption } from '../lib/admin-orders.logic';
import { slipsPath } from '../lib/packing-slip.logic';
import { LoadError } from '../../shared/list-parts';

/** /admin/orders/{id} (product §2 "Admin order detail"). */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(ADMIN_ORDER, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [paying, setPaying] = useState(false);
  const mayConfirm = useCan('payments');
  const [confirmed, setConfirmed] = useState<{ id: string; status: PaymentStatus } | null>(null);
  const fetched = data?.order;
  const order =
    fetched && confirmed?.id === fetched.id && !fetched.isPaid ? { ...fetched, paymentStatus: confirmed.status, isPaid: confirmed.status === 'paid' } : fetched;
  useDocumentTitle(order ? `Đơn hàng ${order.orderNumber}` : 'Đơn hàng');

  if (!data && loading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (error && !data) return <LoadError title="Không thể tải đơn hàng" onRetry={() => void refetch()} />;
  if (!order) {
    return (
      <>
        <p>Không tìm thấy đơn hàng</p>
        <Link to="/admin/orders">Quay lại danh sách đơn hàng</Link>
      </>
    );
  }
  const pay = paymentStatusOption(order.paymentStatus);
  const a = order.shippingAddress;
  return (
    <>
      <div>
        <div className={page.header}>
          <h1 className={page.title}>Đơn hàng {order.orderNumber}</h1>
          <Button icon={<PrinterOutlined aria-hidden="true" />} onClick={() => navigate(slipsPath([order.id]))}>
            In phiếu giao hàng
          </Button>
        </div>
        <div className={styles.grid}>
          <div className={styles.column}>
            <OrderItemsCard order={order} />
            <Card title="Lịch sử trạng thái" size="small">
              <ol className={styles.history} aria-label="Lịch sử trạng thái">
                {historyNewestFirst(order.statusHistory).map((h, n) => (
                  <li key={`${h.updatedAt}-${n}`}>
                    <strong>{orderStatusOption(h.status).label}</strong> <span className={page.sub}>{formatDateTime(h.updatedAt)}</span>
                    {h.note && <div className={page.sub}>{h.note}</div>}
                    {h.internalNote && <div className={styles.internal}>Nội bộ: {h.internalNote}</div>}
                  </li>
                ))}
              </ol>
            </Card>
          </div>
          <div className={styles.column}>
            <StatusPanel order={order} />
            <Card title="Khách hàng" size="small">
              <dl className={page.facts}>
                <div>
                  <dt>Họ tên:</dt>
                  <dd>{order.customerInfo.name}</dd>
                </div>
                <div>
                  <dt>Email:</dt>
                  <dd>{order.customerInfo.email}</dd>
                </div>
                <div>
                  <dt>Điện thoại:</dt>
                  <dd>{order.customerInfo.phone}</dd>
                </div>
                {order.createdBy && (
                  <div>
                    <dt>Tạo bởi:</dt>
                    <dd>{order.createdBy.name} (đơn đặt qua điện thoại, Zalo, Facebook)</dd>
                  </div>
                )}
              </dl>
            </Card>
            <Card title="Địa chỉ giao hàng" size="small">
              <p>{a.fullName}</p>
              <p>{a.phone}</p>
              <p>{addressText(a)}</p>
            </Card>
            <Card title="Vận chuyển" size="small">
              {order.trackingNumber ? (
                <dl className={page.facts}>
                  <div>
                    <dt>Đơn vị vận chuyển:</dt>
                    <dd>{order.carrierName ?? 'Chưa chọn'}</dd>
                  </div>
                  <div>
                    <dt>Mã vận đơn:</dt>
                    <dd>
                      {order.trackingUrl ? (
                        <a href={order.trackingUrl} target="_blank" rel="noreferrer">
                          {order.trackingNumber}
                        </a>
                      ) : (
                        order.trackingNumber
                      )}
                    </dd>
                  </div>
                </dl>
              ) : (
                <p className={page.sub}>Chưa giao cho đơn vị vận chuyển</p>
              )}
            </Card>
            <Card title="Thanh toán" size="small">
              <p>
                {paymentMethodLabel(order.paymentMethod)} <Tag color={pay.color}>{pay.label}</Tag>
              </p>
              {order.paymentDetails?.transactionId && (
                <p className={page.sub}>
                  {paymentCodeCaption(order.paymentMethod)}: {order.paymentDetails.transactionId}
                </p>
              )}
              {mayConfirm && !order.isPaid && (
                <Button type="primary" onClick={() => setPaying(true)}>
                  Xác nhận thanh toán
                </Button>
              )}
            </Card>
          </div>
        </div>
        <ConfirmPaymentModal
          order={order}
          open={paying}
          onClose={() => setPaying(false)}
          onPaid={(status) => {
            setConfirmed({ id: order.id, status });
            setTimeout(() => void refetch(), 1500);
          }}
        />
      </div>
    </>
  );
}

export default OrderDetailPage;
