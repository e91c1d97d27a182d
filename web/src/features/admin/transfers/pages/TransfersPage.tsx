import { useQuery } from '@apollo/client/react';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { listAnswer } from '../../../../lib/list-answer.logic';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import page from '../../shared/admin-page.module.css';
import { BANK_TRANSFERS } from '../api/transfers.documents';
import { AttachModal } from '../components/AttachModal';
import { HandleModal } from '../components/HandleModal';
import { TransferCard, type TransferAction } from '../components/TransferCard';
import styles from '../components/transfers.module.css';
import { parseTransferParams, TRANSFER_VIEW_OPTIONS, transferQuery, TRANSFERS_PAGE_SIZE, type TransferListParams } from '../lib/transfers.logic';
import { ListLoading, LoadError } from '../../shared/list-parts';
import { paginationItem } from '../../shared/pagination-labels';

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
  const [action, setAction] = useState<TransferAction>(null);
  const transfers = useQuery(BANK_TRANSFERS, {
    variables: { view: p.view, page: p.page, limit: TRANSFERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { data, loading, error, refetch } = transfers;
  // Only the answer to the view and page on screen is drawn: while the next loads, the list says
  // so (decision 0924); once it failed, the error with 'Thử lại' (decision 0922).
  const list = listAnswer({ data, loading, error });
  const result = list.shown?.bankTransfers;
  const rows = result?.transactions ?? [];
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
      {list.failed && <LoadError title="Không thể tải danh sách giao dịch" onRetry={() => void refetch()} />}
      {!list.answer && loading && <ListLoading label="Đang tải danh sách giao dịch…" />}
      {list.answer && rows.length === 0 && <Empty description="Không có giao dịch nào" />}
      {rows.length > 0 && (
        <ul className={styles.transfers} aria-label="Giao dịch chuyển khoản">
          {rows.map((t) => (
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
          itemRender={paginationItem}
          onChange={(n) => go({ page: n })}
          className={styles.pager}
        />
      )}
      {action?.kind === 'attach' && <AttachModal transfer={action.transfer} onClose={() => setAction(null)} onDone={done} />}
      {action?.kind === 'handle' && <HandleModal transfer={action.transfer} onClose={() => setAction(null)} onDone={done} />}
    </>
  );
}

export default TransfersPage;
