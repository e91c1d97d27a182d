import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Tag from 'antd/es/tag';
import { Link } from 'react-router-dom';
import { formatVnd } from '../../../../components/product/money.logic';
import { formatDateTime } from '../../../../lib/date-time.logic';
import page from '../../shared/admin-page.module.css';
import type { BankTransfer } from '../api/transfers.documents';
import { transferActions, transferOutcome } from '../lib/transfers.logic';
import styles from './transfers.module.css';

/** What staff may do next with a transfer: attach it to an order, or mark it handled. */
export type TransferAction = { kind: 'attach' | 'handle'; transfer: BankTransfer } | null;

/** One transfer: amount, outcome, content, when, the order, what is missing or owed, who handled it. */
export function TransferCard({ t, onAction }: { t: BankTransfer; onAction: (a: TransferAction) => void }) {
  const outcome = transferOutcome(t.outcome);
  const actions = transferActions(t);
  return (
    <li aria-label={`Giao dịch ${t.providerId}`} className={styles.transfer}>
      <Card size="small">
        <div className={styles.transferHead}>
          <strong className={styles.amount}>{formatVnd(t.transferAmount)}</strong>
          <span>
            <Tag color={outcome.color}>{outcome.label}</Tag>
            {t.handledAt && <Tag color="blue">Đã xử lý</Tag>}
          </span>
        </div>
        <dl className={page.facts}>
          <div>
            <dt>Nội dung:</dt>
            <dd className={styles.content}>{t.content || '—'}</dd>
          </div>
          <div>
            <dt>Nhận lúc:</dt>
            <dd>
              {formatDateTime(t.receivedAt)}
              {t.gateway ? ` · ${t.gateway}` : ''}
              {t.referenceCode ? ` · ${t.referenceCode}` : ''}
            </dd>
          </div>
          {t.orderNumber && (
            <div>
              <dt>Đơn hàng:</dt>
              <dd>
                {t.orderId ? <Link to={`/admin/orders/${t.orderId}`}>{t.orderNumber}</Link> : t.orderNumber}
                {t.orderAmount !== null ? ` (tổng ${formatVnd(t.orderAmount)})` : ''}
              </dd>
            </div>
          )}
          {t.reason && (
            <div>
              <dt>Lý do:</dt>
              <dd>{t.reason}</dd>
            </div>
          )}
          {t.missingAmount !== null && t.missingAmount > 0 && (
            <div>
              <dt>Còn thiếu:</dt>
              <dd className={styles.missing}>{formatVnd(t.missingAmount)}</dd>
            </div>
          )}
          {t.refundAmount !== null && t.refundAmount > 0 && (
            <div>
              <dt>Cần hoàn lại:</dt>
              <dd className={styles.missing}>{formatVnd(t.refundAmount)}</dd>
            </div>
          )}
          {t.attachedAt && (
            <div>
              <dt>Ghép đơn:</dt>
              <dd>
                {formatDateTime(t.attachedAt)}
                {t.attachedByName ? ` bởi ${t.attachedByName}` : ''}
              </dd>
            </div>
          )}
          {t.handledAt && (
            <div>
              <dt>Xử lý:</dt>
              <dd>
                {formatDateTime(t.handledAt)}
                {t.handledByName ? ` bởi ${t.handledByName}` : ''} — {t.handledNote}
              </dd>
            </div>
          )}
        </dl>
        {(actions.attach || actions.handle) && (
          <div className={styles.transferActions}>
            {actions.attach && (
              <Button type="primary" onClick={() => onAction({ kind: 'attach', transfer: t })}>
                Ghép vào đơn hàng
              </Button>
            )}
            {actions.handle && <Button onClick={() => onAction({ kind: 'handle', transfer: t })}>Đánh dấu đã xử lý</Button>}
          </div>
        )}
      </Card>
    </li>
  );
}
