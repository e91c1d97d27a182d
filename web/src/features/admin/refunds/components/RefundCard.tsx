import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../../lib/date-time.logic';
import { formatVnd } from '../../../../lib/shop-rules';
import page from '../../shared/admin-page.module.css';
import type { Refund } from '../api/refunds.documents';
import { refundSource } from '../lib/refunds.logic';
import { MarkRefundedForm } from './MarkRefundedForm';
import { RefundAccountForm } from './RefundAccountForm';
import { RefundQr } from './RefundQr';
import styles from './refunds.module.css';

/** One sum owed: why, how much, the order, the transfer it came with; then account → QR → refunded. */
export function RefundCard({ refund, onChanged }: { refund: Refund; onChanged: () => void }) {
  const owed = refund.status === 'owed';
  return (
    <li aria-label={`Hoàn tiền đơn ${refund.orderNumber}`} className={styles.refund}>
      <Card size="small">
        <div className={styles.head}>
          <strong className={styles.amount}>{formatVnd(refund.amount)}</strong>
          <span>
            <Tag color="gold">{refundSource(refund.source)}</Tag>
            {owed ? <Tag color="red">Cần hoàn tiền</Tag> : <Tag color="green">Đã hoàn tiền</Tag>}
          </span>
        </div>
        <dl className={page.facts}>
          <div>
            <dt>Đơn hàng:</dt>
            <dd>
              <Link className={styles.orderLink} to={`/admin/orders/${refund.orderId}`}>
                {refund.orderNumber}
              </Link>
            </dd>
          </div>
          {refund.transferContent !== null && (
            <div>
              <dt>Chuyển khoản:</dt>
              <dd className={styles.content}>
                {refund.transferContent || '—'}
                {refund.transferReference ? ` · ${refund.transferReference}` : ''}
              </dd>
            </div>
          )}
          <div>
            <dt>Ghi nhận lúc:</dt>
            <dd>{formatDateTime(refund.createdAt)}</dd>
          </div>
          {!owed && (
            <div>
              <dt>Đã hoàn:</dt>
              <dd>
                {refund.refundedAt ? formatDateTime(refund.refundedAt) : ''}
                {refund.refundedByName ? ` bởi ${refund.refundedByName}` : ''} · {refund.bankName} {refund.accountNo} · Mã giao dịch {refund.bankReference}
              </dd>
            </div>
          )}
        </dl>
        {owed && <RefundAccountForm refund={refund} />}
        {owed && refund.qr && <RefundQr refund={refund} qr={refund.qr} />}
        {owed && refund.qr && <MarkRefundedForm refund={refund} onDone={onChanged} />}
      </Card>
    </li>
  );
}
