import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatVnd } from '../../../../components/product/money.logic';
import { ProductImage } from '../../../../components/product/ProductImage';
import { errorMessage } from '../../../../lib/apollo/errors';
import { toast } from '../../../../lib/toast';
import { dateAndTime } from '../../../../lib/date-time.logic';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useCan } from '../../shell/use-can';
import { ADMIN_ORDER, CONFIRM_PAYMENT, UPDATE_ORDER_STATUS, type AdminOrder } from '../api/admin-orders.documents';
import {
  ORDER_STATUS_OPTIONS,
  orderStatusOption,
  paymentCodeLabel,
  paymentMethodLabel,
  paymentStatusOption,
  statusUpdateInput,
  variantText,
} from '../lib/admin-orders.logic';
import page from '../../shared/admin-page.module.css';
import styles from './orders.module.css';

const when = (iso: string) => {
  const t = dateAndTime(iso);
  return `${t.date} ${t.time}`;
};
/** payments answers the status as a string; the orders subgraph types it. */
type PaymentStatus = AdminOrder['paymentStatus'];

const addressText = (a: AdminOrder['shippingAddress']) => [a.addressLine, a.ward, a.district, a.city].filter(Boolean).join(', ');

function ConfirmPaymentModal({
  order,
  open,
  onClose,
  onPaid,
}: {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
  onPaid: (status: PaymentStatus) => void;
}) {
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, confirming] = useMutation(CONFIRM_PAYMENT);
  const label = paymentCodeLabel(order.paymentMethod);
  const submit = async () => {
    if (!code.trim()) {
      setProblem('Vui lòng nhập mã giao dịch');
      return;
    }
    try {
      const res = await confirm({ variables: { orderId: order.id, input: { transactionId: code.trim(), ...(note.trim() ? { note: note.trim() } : {}) } } });
      toast.success('Xác nhận thanh toán thành công');
      // payments answers at once; orders learns it from payments' event a moment later
      if (res.data?.confirmPayment) onPaid(res.data.confirmPayment.paymentStatus as PaymentStatus);
      setCode('');
      setNote('');
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, 'Xác nhận thanh toán thất bại'));
    }
  };
  return (
    <Modal
      title="Xác nhận thanh toán"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="Xác nhận"
      cancelText="Hủy"
      confirmLoading={confirming.loading}
      destroyOnHidden
    >
      <label htmlFor="payment-code">{label}</label>
      <Input
        id="payment-code"
        value={code}
        onChange={(e) => (setCode(e.target.value), setProblem(null))}
        maxLength={100}
        status={problem ? 'error' : undefined}
      />
      {problem && (
        <p role="alert" className={page.sub}>
          {problem}
        </p>
      )}
      <label htmlFor="payment-note">Ghi chú</label>
      <Input.TextArea id="payment-note" value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={500} />
    </Modal>
  );
}

function StatusPanel({ order }: { order: AdminOrder }) {
  const [status, setStatus] = useState<string | null>(null);
  const [tracking, setTracking] = useState('');
  const [note, setNote] = useState('');
  const [update, updating] = useMutation(UPDATE_ORDER_STATUS);
  const current = orderStatusOption(order.status);
  const submit = async () => {
    const r = statusUpdateInput({ status, trackingNumber: tracking, note });
    if ('error' in r) {
      toast.error(r.error);
      return;
    }
    try {
      await update({ variables: { id: order.id, input: r.input } });
      toast.success('Cập nhật trạng thái thành công');
      setStatus(null);
      setTracking('');
      setNote('');
    } catch (err) {
      // a refused transition: the server's reason after the spec's text (decision 0610)
      const reason = errorMessage(err, '');
      toast.error(reason ? `Cập nhật thất bại: ${reason}` : 'Cập nhật thất bại');
    }
  };
  return (
    <Card title="Cập nhật trạng thái" size="small">
      <p>
        Trạng thái hiện tại: <Tag color={current.color}>{current.label}</Tag>
      </p>
      <label htmlFor="new-status">Trạng thái mới</label>
      <Select
        id="new-status"
        aria-label="Trạng thái mới"
        value={status ?? undefined}
        placeholder="Chọn trạng thái"
        onChange={(v: string) => setStatus(v)}
        options={ORDER_STATUS_OPTIONS.filter((o) => o.value !== order.status).map((o) => ({ value: o.value, label: o.label }))}
        style={{ width: '100%' }}
      />
      {status === 'shipping' && (
        <>
          <label htmlFor="tracking">Mã vận đơn</label>
          <Input id="tracking" value={tracking} onChange={(e) => setTracking(e.target.value)} maxLength={100} />
        </>
      )}
      <label htmlFor="status-note">Ghi chú</label>
      <Input.TextArea id="status-note" value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={500} />
      <Button type="primary" block onClick={() => void submit()} loading={updating.loading} style={{ marginTop: 12 }}>
        Cập nhật
      </Button>
    </Card>
  );
}

function PackingSlip({ order }: { order: AdminOrder }) {
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

/** /admin/orders/{id} (product §2 "Admin order detail"). */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ADMIN_ORDER, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [paying, setPaying] = useState(false);
  const mayConfirm = useCan('payments');
  const [confirmed, setConfirmed] = useState<{ id: string; status: PaymentStatus } | null>(null);
  const fetched = data?.order;
  const order =
    fetched && confirmed?.id === fetched.id && !fetched.isPaid ? { ...fetched, paymentStatus: confirmed.status, isPaid: confirmed.status === 'paid' } : fetched;
  useDocumentTitle(order ? `Đơn hàng ${order.orderNumber}` : 'Đơn hàng');

  if (!data && loading) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (error && !data) return <Alert type="error" showIcon title="Không thể tải đơn hàng" action={<Button onClick={() => refetch()}>Thử lại</Button>} />;
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
      <div className={styles.screen}>
        <div className={page.header}>
          <h1 className={page.title}>Đơn hàng {order.orderNumber}</h1>
          <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
            In phiếu giao hàng
          </Button>
        </div>
        <div className={styles.grid}>
          <div className={styles.column}>
            <Card title="Sản phẩm" size="small">
              <ul className={styles.history} aria-label="Sản phẩm trong đơn">
                {order.items.map((i) => (
                  <li key={i.id} className={styles.item}>
                    <ProductImage url={i.image} width={160} alt="" className={styles.itemImage} />
                    <div className={styles.itemText}>
                      <p>{i.name}</p>
                      <p className={page.sub}>{variantText(i.variant)}</p>
                      <p className={page.sub}>
                        {formatVnd(i.price)} × {i.quantity}
                      </p>
                    </div>
                    <strong>{formatVnd(i.subtotal)}</strong>
                  </li>
                ))}
              </ul>
              <dl className={styles.totals}>
                <div>
                  <dt>Tạm tính</dt>
                  <dd>{formatVnd(order.subtotal)}</dd>
                </div>
                <div>
                  <dt>Phí vận chuyển</dt>
                  <dd>{formatVnd(order.shippingFee)}</dd>
                </div>
                {order.totalDiscount > 0 && (
                  <div>
                    <dt>Giảm giá{order.couponCode ? ` (${order.couponCode})` : ''}</dt>
                    <dd>-{formatVnd(order.totalDiscount)}</dd>
                  </div>
                )}
                <div className={styles.grand}>
                  <dt>Tổng cộng</dt>
                  <dd>{formatVnd(order.totalAmount)}</dd>
                </div>
              </dl>
            </Card>
            <Card title="Lịch sử trạng thái" size="small">
              <ol className={styles.history} aria-label="Lịch sử trạng thái">
                {order.statusHistory.map((h, n) => (
                  <li key={`${h.updatedAt}-${n}`}>
                    <strong>{orderStatusOption(h.status).label}</strong> <span className={page.sub}>{when(h.updatedAt)}</span>
                    {h.note && <div className={page.sub}>{h.note}</div>}
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
              </dl>
            </Card>
            <Card title="Địa chỉ giao hàng" size="small">
              <p>{a.fullName}</p>
              <p>{a.phone}</p>
              <p>{addressText(a)}</p>
            </Card>
            <Card title="Thanh toán" size="small">
              <p>
                {paymentMethodLabel(order.paymentMethod)} <Tag color={pay.color}>{pay.label}</Tag>
              </p>
              {order.paymentDetails?.transactionId && (
                <p className={page.sub}>
                  {paymentCodeLabel(order.paymentMethod)}: {order.paymentDetails.transactionId}
                </p>
              )}
              {order.trackingNumber && <p className={page.sub}>Mã vận đơn: {order.trackingNumber}</p>}
              {mayConfirm && !order.isPaid && order.status !== 'cancelled' && (
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
      <PackingSlip order={order} />
    </>
  );
}

export default OrderDetailPage;
