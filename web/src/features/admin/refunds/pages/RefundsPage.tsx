import { useQuery } from '@apollo/client/react';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import { Link, useSearchParams } from 'react-router-dom';
import { listAnswer } from '../../../../lib/list-answer.logic';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import page from '../../shared/admin-page.module.css';
import { ListLoading, LoadError } from '../../shared/list-parts';
import { paginationItem } from '../../shared/pagination-labels';
import { REFUNDS } from '../api/refunds.documents';
import { RefundCard } from '../components/RefundCard';
import styles from '../components/refunds.module.css';
import { parseRefundView, REFUND_VIEW_OPTIONS, REFUNDS_PAGE_SIZE, type RefundViewValue } from '../lib/refunds.logic';

/**
 * /admin/orders/refunds (decision 0730): every sum the shop owes back — a paid order cancelled,
 * an overpaid transfer's excess, a transfer for an order already paid or cancelled — with the
 * customer's account, its VietQR and "Đánh dấu đã hoàn tiền". Admin only (decision 0430).
 */
export function RefundsPage() {
  useDocumentTitle('Cần hoàn tiền');
  const [query, setQuery] = useSearchParams();
  const view = parseRefundView(query);
  const pageNo = Math.max(1, Number.parseInt(query.get('page') ?? '1', 10) || 1);
  const go = (next: { view?: RefundViewValue; page?: number }) => {
    const q = new URLSearchParams();
    const v = next.view ?? view;
    if (v !== 'owed') q.set('view', v);
    if ((next.page ?? 1) > 1) q.set('page', String(next.page));
    setQuery(q);
  };
  const refunds = useQuery(REFUNDS, {
    variables: { view, page: pageNo, limit: REFUNDS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { data, loading, error, refetch } = refunds;
  // Only the answer to the view and page on screen is drawn: while the next loads, the list says
  // so (decision 0924); once it failed, the error with 'Thử lại' (decision 0922).
  const list = listAnswer({ data, loading, error });
  const result = list.shown?.refunds;
  const rows = result?.refunds ?? [];

  return (
    <>
      <div className={page.header}>
        <h1 className={page.title}>Cần hoàn tiền</h1>
        <Link to="/admin/orders">Quay lại danh sách đơn hàng</Link>
      </div>
      <div className={page.toolbar}>
        <Select
          aria-label="Lọc khoản hoàn tiền"
          value={view}
          onChange={(v: RefundViewValue) => go({ view: v })}
          options={REFUND_VIEW_OPTIONS.map((o) => ({ value: o.value, label: o.label }))}
          className={page.filter}
        />
        {result && <span className={`${page.sub} ${styles.count}`}>{result.pagination.total} khoản</span>}
      </div>
      {list.failed && <LoadError title="Không thể tải danh sách hoàn tiền" onRetry={() => void refetch()} />}
      {!list.answer && loading && <ListLoading label="Đang tải danh sách hoàn tiền…" />}
      {list.answer && rows.length === 0 && <Empty description="Không có khoản nào cần hoàn" />}
      {rows.length > 0 && (
        <ul className={styles.refunds} aria-label="Khoản hoàn tiền">
          {rows.map((r) => (
            <RefundCard key={r.id} refund={r} onChanged={() => void refetch()} />
          ))}
        </ul>
      )}
      {result && result.pagination.total > REFUNDS_PAGE_SIZE && (
        <Pagination
          current={pageNo}
          pageSize={REFUNDS_PAGE_SIZE}
          total={result.pagination.total}
          showSizeChanger={false}
          itemRender={paginationItem}
          onChange={(n) => go({ page: n })}
          className={styles.pager}
        />
      )}
    </>
  );
}

export default RefundsPage;
