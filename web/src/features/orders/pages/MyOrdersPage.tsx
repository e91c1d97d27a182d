import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { ShopPagination } from '../../../components/ui/ShopPagination';
import { listAnswer } from '../../../lib/list-answer.logic';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MY_ORDERS } from '../api/orders.documents';
import { useBuyAgain } from '../api/use-buy-again';
import { OrderCard } from '../components/OrderCard';
import { ORDERS_PANEL_ID, StatusTabs } from '../components/StatusTabs';
import styles from '../components/orders.module.css';
import { tabFromParam, type MyOrderTab } from '../lib/order-labels.logic';

const PAGE_SIZE = 10;

/** /my-orders (product §2): five tabs, newest first, pages of 10, an empty prompt, Buy again on delivered orders. */
export function MyOrdersPage() {
  useDocumentTitle('Đơn hàng của tôi');
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get('status'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const query = useQuery(MY_ORDERS, {
    variables: { filter: { status: tab === 'all' ? null : tab, page, limit: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const { buyAgain, loading: buyingAgain } = useBuyAgain();
  const [buyingId, setBuyingId] = useState<string | null>(null);
  const { data, loading, error, refetch } = query;
  // Only the answer to the tab and page on screen is drawn: while the next loads, the spinner
  // (decision 0924); once it failed, the error with 'Thử lại' (decision 0922).
  const list = listAnswer({ data, loading, error });
  const shown = list.shown?.myOrders;

  const go = (next: { status?: MyOrderTab; page?: number }) => {
    const status = next.status ?? tab;
    const query: Record<string, string> = {};
    if (status !== 'all') query.status = status;
    if (next.page && next.page > 1) query.page = String(next.page);
    setParams(query, { replace: true });
    if (next.page) window.scrollTo({ top: 0 });
  };

  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>Đơn hàng của tôi</h1>
      <div className={styles.panel}>
        <StatusTabs active={tab} onChange={(key) => go({ status: key })} />
        <div role="tabpanel" id={ORDERS_PANEL_ID} aria-labelledby={`orders-tab-${tab}`}>
          {list.failed ? (
            <div className={styles.empty} role="alert">
              <p>Không thể tải thông tin đơn hàng</p>
              <button type="button" className={styles.primary} onClick={() => void refetch()}>
                Thử lại
              </button>
            </div>
          ) : !shown ? (
            <PageSpinner label="Đang tải đơn hàng..." />
          ) : shown.orders.length === 0 ? (
            <div className={styles.empty} role="status">
              <svg aria-hidden="true" width="72" height="72" viewBox="0 0 24 24" fill="none" stroke="#b8b1a4" strokeWidth="1.3">
                <rect x="4" y="3" width="16" height="18" rx="2" />
                <path d="M8 8h8M8 12h8M8 16h5" strokeLinecap="round" />
              </svg>
              <p>{tab === 'all' ? 'Bạn chưa có đơn hàng nào' : 'Không có đơn hàng nào ở trạng thái này'}</p>
              <Link to="/products" className={styles.primary}>
                Mua sắm ngay
              </Link>
            </div>
          ) : (
            <>
              <ul className={styles.cards} aria-busy={loading}>
                {shown.orders.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    buyingAgain={buyingAgain && buyingId === order.id}
                    onBuyAgain={(id) => {
                      setBuyingId(id);
                      void buyAgain(id);
                    }}
                  />
                ))}
              </ul>
              {shown.pagination.pages > 1 && (
                <div className={styles.pagination}>
                  <ShopPagination page={shown.pagination.page} pages={shown.pagination.pages} onChange={(p) => go({ page: p })} />
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

export default MyOrdersPage;
