import { useMutation, useQuery } from '@apollo/client/react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatVnd } from '../../../../components/product/money.logic';
import { errorMessage } from '../../../../lib/apollo/errors';
import { toast } from '../../../../lib/toast';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { ATTACH_BANK_TRANSFER, BANK_TRANSFERS, MARK_BANK_TRANSFER_HANDLED, type BankTransfer } from '../api/transfers.documents';
import { dateAndTime } from '../../../../lib/date-time.logic';
import {
  parseTransferParams,
  TRANSFER_VIEW_OPTIONS,
  transferActions,
  transferOutcome,
  transferQuery,
  TRANSFERS_PAGE_SIZE,
  type TransferListParams,
} from '../lib/transfers.logic';
import page from '../../shared/admin-page.module.css';
import styles from './transfers.module.css';

const when = (iso: string) => {
  const t = dateAndTime(iso);
  return `${t.date} ${t.time}`;
};

type Action = { kind: 'attach' | 'handle'; transfer: BankTransfer } | null;

/** A dialog about one transfer: what it is, one field, and the field's problem. */
function TransferDialog(props: {
  title: string;
  okText: string;
  transfer: BankTransfer;
  loading: boolean;
  problem: string | null;
  onClose: () => void;
  onOk: () => void;
  children: ReactNode;
}) {
  const { transfer, problem } = props;
  return (
    <Modal
      title={props.title}
      open
      onCancel={props.onClose}
      onOk={props.onOk}
      okText={props.okText}
      cancelText="Hủy"
      confirmLoading={props.loading}
      destroyOnHidden
    >
      <p>
        Giao dịch {formatVnd(transfer.transferAmount)} — {transfer.content}
      </p>
      {props.children}
      {problem && (
        <p role="alert" className={page.sub}>
          {problem}
        </p>
      )}
    </Modal>
  );
}

function AttachModal({ transfer, onClose, onDone }: { transfer: BankTransfer; onClose: () => void; onDone: () => void }) {
  const [orderNumber, setOrderNumber] = useState(transfer.outcome === 'partial' ? (transfer.orderNumber ?? '') : '');
  const [problem, setProblem] = useState<string | null>(null);
  const [attach, attaching] = useMutation(ATTACH_BANK_TRANSFER);
  const submit = async () => {
    if (!orderNumber.trim()) {
      setProblem('Vui lòng nhập mã đơn hàng');
      return;
    }
    try {
      const res = await attach({ variables: { id: transfer.id, input: { orderNumber: orderNumber.trim() } } });
      const r = res.data?.attachBankTransfer;
      if (r) (r.paid ? toast.success : toast.warning)(r.message);
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, 'Ghép giao dịch thất bại'));
    }
  };
  return (
    <TransferDialog
      title="Ghép vào đơn hàng"
      okText="Ghép"
      transfer={transfer}
      loading={attaching.loading}
      problem={problem}
      onClose={onClose}
      onOk={() => void submit()}
    >
      <label htmlFor="attach-order">Mã đơn hàng</label>
      <Input
        id="attach-order"
        value={orderNumber}
        placeholder="VD: DH000123"
        onChange={(e) => (setOrderNumber(e.target.value), setProblem(null))}
        onPressEnter={() => void submit()}
        maxLength={64}
        status={problem ? 'error' : undefined}
      />
    </TransferDialog>
  );
}

function HandleModal({ transfer, onClose, onDone }: { transfer: BankTransfer; onClose: () => void; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [mark, marking] = useMutation(MARK_BANK_TRANSFER_HANDLED);
  const submit = async () => {
    if (!note.trim()) {
      setProblem('Vui lòng nhập ghi chú xử lý');
      return;
    }
    try {
      await mark({ variables: { id: transfer.id, input: { note: note.trim() } } });
      toast.success('Đã đánh dấu giao dịch đã xử lý');
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, 'Cập nhật thất bại'));
    }
  };
  return (
    <TransferDialog
      title="Đánh dấu đã xử lý"
      okText="Lưu"
      transfer={transfer}
      loading={marking.loading}
      problem={problem}
      onClose={onClose}
      onOk={() => void submit()}
    >
      <label htmlFor="handled-note">Ghi chú xử lý</label>
      <Input.TextArea
        id="handled-note"
        value={note}
        placeholder="VD: Đã hoàn tiền cho khách ngoài hệ thống"
        onChange={(e) => (setNote(e.target.value), setProblem(null))}
        rows={3}
        maxLength={500}
        status={problem ? 'error' : undefined}
      />
    </TransferDialog>
  );
}

function TransferCard({ t, onAction }: { t: BankTransfer; onAction: (a: Action) => void }) {
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
              {when(t.receivedAt)}
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
                {when(t.attachedAt)}
                {t.attachedByName ? ` bởi ${t.attachedByName}` : ''}
              </dd>
            </div>
          )}
          {t.handledAt && (
            <div>
              <dt>Xử lý:</dt>
              <dd>
                {when(t.handledAt)}
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

/**
 * /admin/orders/transfers (decisions 0720 and 0703): bank transfers reconciliation
 * left for a person — short, unmatched, naming several orders, overpaid, paid twice, or for a
 * cancelled order — to attach to an order or mark handled, with the amount to return. The filter
 * and page live in the URL.
 */
export function TransfersPage() {
  useDocumentTitle('Chuyển khoản cần kiểm tra');
  const [query, setQuery] = useSearchParams();
  const p = parseTransferParams(query);
  const go = (next: Partial<TransferListParams>) => setQuery(transferQuery({ ...p, page: 1, ...next }));
  const [action, setAction] = useState<Action>(null);
  const { data, previousData, loading, error, refetch } = useQuery(BANK_TRANSFERS, {
    variables: { view: p.view, page: p.page, limit: TRANSFERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.bankTransfers;
  const done = () => {
    setAction(null);
    void refetch();
  };

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>Chuyển khoản cần kiểm tra</h1>
        <Link to="/admin/orders">Quay lại danh sách đơn hàng</Link>
      </div>
      <div className={page.toolbar}>
        <Select
          aria-label="Lọc giao dịch"
          value={p.view}
          onChange={(view: TransferListParams['view']) => go({ view })}
          options={TRANSFER_VIEW_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          className={page.filter}
        />
        {result && <span className={`${page.sub} ${styles.count}`}>{result.pagination.total} giao dịch</span>}
      </div>
      {error && !result && (
        <Alert type="error" showIcon title="Không thể tải danh sách giao dịch" action={<Button onClick={() => refetch()}>Thử lại</Button>} />
      )}
      {!result && loading && <Skeleton active paragraph={{ rows: 6 }} />}
      {result && result.transactions.length === 0 && <Empty description="Không có giao dịch nào" />}
      {result && result.transactions.length > 0 && (
        <ul className={styles.transfers} aria-label="Giao dịch chuyển khoản">
          {result.transactions.map((t) => (
            <TransferCard key={t.id} t={t} onAction={setAction} />
          ))}
        </ul>
      )}
      {result && result.pagination.total > TRANSFERS_PAGE_SIZE && (
        <Pagination
          current={p.page}
          pageSize={TRANSFERS_PAGE_SIZE}
          total={result.pagination.total}
          showSizeChanger={false}
          onChange={(page) => go({ page })}
          className={styles.pager}
        />
      )}
      {action?.kind === 'attach' && <AttachModal transfer={action.transfer} onClose={() => setAction(null)} onDone={done} />}
      {action?.kind === 'handle' && <HandleModal transfer={action.transfer} onClose={() => setAction(null)} onDone={done} />}
    </>
  );
}

export default TransfersPage;
