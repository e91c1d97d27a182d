import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router-dom';
import { lazyWithAntd } from '../../../components/antd/lazy-with-antd';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { ShopButton } from '../../../components/ui/ShopButton';
import { toast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CANCEL_QR_PAYMENT, ORDER_PAYMENT_STATUS, PAYMENT_ORDER, PAYMENT_SESSION, RENEW_PAYMENT_SESSION } from '../api/payment.documents';
import type { PaymentData } from '../api/payment.types';
import { PAYMENT_DATA_KEY } from '../../../lib/payment-data';
import { MAX_POLLS, POLL_INTERVAL_MS, QR_TOAST, TOAST_MS, storedPaymentData } from '../api/qr-payment.logic';
import { LazyAlert } from '../components/LazyAlert';
import { QrBox } from '../components/QrBox';
import { watchPayment } from '../api/payment-push.logic';
import { authStore } from '../../../lib/auth';
import styles from './QrPaymentPage.module.css';
import { formatVnd } from '../../../lib/shop-rules';

function readStored(orderId: string): PaymentData | null {
  try {
    return storedPaymentData(window.sessionStorage.getItem(PAYMENT_DATA_KEY), orderId);
  } catch {
    return null;
  }
}

/** product §13: a missing or foreign order (antd's Result, loaded only then: decision 0902). */
const PaymentOrderNotFound = lazyWithAntd(() => import('../components/PaymentOrderNotFound').then((m) => m.PaymentOrderNotFound));

function NotFound() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <PaymentOrderNotFound />
    </Suspense>
  );
}
/**
 * /payment/qr/{orderId} (product §9.2 "Bank QR payment", §9 "QR box", §14): the code of the order, its
 * countdown, copy buttons, new code, cancel payment, and the status polled until it is paid.
 */
export default function QrPaymentPage() {
  useDocumentTitle('Thanh toán chuyển khoản');
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const [payment, setPayment] = useState<PaymentData | null>(() => readStored(orderId));
  const [paid, setPaid] = useState(false);
  /** The push channel is open: polling rests (decision 0710). */
  const [live, setLive] = useState(false);
  const [sessionMissing, setSessionMissing] = useState(false);
  const [qrError, setQrError] = useState<string | null>(null);
  /** 'Đã tạo mã QR mới', said in the box (a toast would cover the order number on a phone). */
  const [notice, setNotice] = useState<string | null>(null);
  const order = useQuery(PAYMENT_ORDER, { variables: { id: orderId }, fetchPolicy: 'network-only' });
  const [renew, renewing] = useMutation(RENEW_PAYMENT_SESSION);
  const [cancel, cancelling] = useMutation(CANCEL_QR_PAYMENT);
  const polls = useRef(0);

  const newCode = useCallback(async () => {
    try {
      const { data } = await renew({ variables: { orderId } });
      if (data) {
        setQrError(null);
        setPayment(data.renewPaymentSession);
        window.sessionStorage.setItem(PAYMENT_DATA_KEY, JSON.stringify(data.renewPaymentSession));
        polls.current = 0;
        setNotice('Đã tạo mã QR mới');
      }
    } catch (err) {
      console.warn('[qr] new code failed', err);
      // product §13: the server's message when there is one (order paid or cancelled), else the default.
      const message = err instanceof Error && err.message ? err.message : 'Không thể tạo mã QR thanh toán';
      setQrError(message);
      toast.error(message, QR_TOAST);
    }
  }, [orderId, renew]);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  // Not from checkout (a reload, the order page's Pay button): the open code, else a new one.
  useEffect(() => {
    if (payment) return;
    let gone = false;
    client
      .query({ query: PAYMENT_SESSION, variables: { orderId }, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (gone) return;
        if (data?.paymentSession) setPayment(data.paymentSession);
        else void newCode();
      })
      .catch((err: unknown) => {
        console.warn('[qr] payment session failed', err);
        if (!gone) setSessionMissing(true);
      });
    return () => {
      gone = true;
    };
  }, [client, newCode, orderId, payment]);

  // The payment is pushed the moment the bank's notification is recorded (decision 0710).
  useEffect(() => {
    if (!payment || paid) return;
    const watcher = watchPayment(orderId, () => authStore.token(), {
      onStatus: (status) => {
        if (status.isPaid) setPaid(true);
      },
      onLive: setLive,
    });
    return () => watcher.stop();
  }, [orderId, paid, payment]);

  // product §14, the fallback while the push channel is not open: every 5 s, at most 60 checks;
  // a failing check is logged and ignored.
  useEffect(() => {
    if (!payment || paid || live) return;
    const timer = window.setInterval(async () => {
      if (polls.current >= MAX_POLLS) return window.clearInterval(timer);
      polls.current += 1;
      try {
        const { data } = await client.query({ query: ORDER_PAYMENT_STATUS, variables: { orderId }, fetchPolicy: 'network-only' });
        if (data?.orderPaymentStatus.isPaid) setPaid(true);
      } catch (err) {
        console.warn('[qr] payment status check failed', err);
      }
    }, POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [client, live, orderId, paid, payment]);

  useEffect(() => {
    if (!paid) return;
    toast.success('Thanh toán thành công!', QR_TOAST);
    window.sessionStorage.removeItem(PAYMENT_DATA_KEY);
    navigate(`/order-success/${orderId}`, { replace: true });
  }, [navigate, orderId, paid]);

  const cancelPayment = async () => {
    try {
      await cancel({ variables: { orderId } });
      window.sessionStorage.removeItem(PAYMENT_DATA_KEY);
      navigate(`/orders/${orderId}`);
    } catch (err) {
      console.warn('[qr] cancel payment failed', err);
      toast.error(err instanceof Error && err.message ? err.message : 'Cập nhật thất bại', QR_TOAST);
    }
  };

  const details = order.data?.order;
  if (order.loading && !payment) return <PageSpinner />;
  if ((!order.loading && !details && !payment) || (sessionMissing && !details)) return <NotFound />;

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Thanh toán đơn hàng {details?.orderNumber ?? payment?.orderNumber}</h1>
      {paid && (
        <p className={styles.success} role="status">
          Thanh toán thành công!
        </p>
      )}
      {payment ? (
        <QrBox data={payment} onRenew={newCode} renewing={renewing.loading} notice={notice} />
      ) : qrError ? (
        <LazyAlert type="error" showIcon title="Không thể tạo mã QR thanh toán" description={qrError} />
      ) : (
        <PageSpinner />
      )}
      <section className={styles.summary} aria-labelledby="order-summary">
        <h2 id="order-summary">Chi tiết đơn hàng</h2>
        {details?.items.map((item, i) => (
          <div className={styles.line} key={`${item.name}-${i}`}>
            <span>
              {item.name} × {item.quantity}
            </span>
            <span>{formatVnd(item.subtotal)}</span>
          </div>
        ))}
        {details && (
          <>
            <div className={styles.line}>
              <span>Tạm tính</span>
              <span>{formatVnd(details.subtotal)}</span>
            </div>
            <div className={styles.line}>
              <span>Phí vận chuyển</span>
              <span>{formatVnd(details.shippingFee)}</span>
            </div>
            {details.totalDiscount > 0 && (
              <div className={styles.line}>
                <span>Giảm giá</span>
                <span>-{formatVnd(details.totalDiscount)}</span>
              </div>
            )}
          </>
        )}
        <div className={`${styles.line} ${styles.total}`}>
          <span>Tổng cộng</span>
          <span>{formatVnd(details?.totalAmount ?? payment?.amount ?? 0)}</span>
        </div>
        <ShopButton danger className={styles.cancel} onClick={cancelPayment} loading={cancelling.loading}>
          Hủy thanh toán
        </ShopButton>
      </section>
    </div>
  );
}
