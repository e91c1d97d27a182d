import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useCan } from '../../shared/use-can';
import { ADMIN_ORDER, type AdminOrder } from '../api/admin-orders.documents';
import { PackingSlip } from '../components/PackingSlip';
import { pageRule, SLIP_SIZES, slipOrderIds, slipSize, type SlipSize } from '../lib/packing-slip.logic';
import styles from './PackingSlipsPage.module.css';

const SHEETS: Record<SlipSize, { width: string; height: string; font: string }> = {
  A6: { width: '105mm', height: '148mm', font: '8.5pt' },
  A5: { width: '148mm', height: '210mm', font: '11pt' },
  A4: { width: '210mm', height: '297mm', font: '14pt' },
};

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'done'; orders: AdminOrder[] };

/**
 * /admin/orders/print?ids=…&size=A6 (outside the admin frame, so nothing but the slips reaches the
 * paper): the packing slips of the chosen orders, one per sheet, printed in one go.
 */
export function PackingSlipsPage() {
  const [query, setQuery] = useSearchParams();
  const ids = slipOrderIds(query.get('ids'));
  const size = slipSize(query.get('size'));
  const mayPrint = useCan('orders');
  const client = useApolloClient();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const key = ids.join(',');
  useDocumentTitle(`In phiếu giao hàng (${ids.length} đơn)`);

  useEffect(() => {
    if (!mayPrint) return;
    let live = true;
    setLoaded({ state: 'loading' });
    Promise.all(
      key
        .split(',')
        .filter(Boolean)
        .map((id) => client.query({ query: ADMIN_ORDER, variables: { id }, fetchPolicy: 'network-only' })),
    )
      .then((results) => live && setLoaded({ state: 'done', orders: results.flatMap((r) => (r.data?.order ? [r.data.order] : [])) }))
      .catch(() => live && setLoaded({ state: 'failed' }));
    return () => {
      live = false;
    };
  }, [client, key, mayPrint]);

  if (!mayPrint) return <p className={styles.message}>Bạn không có quyền truy cập trang này</p>;
  const sheet = SHEETS[size];
  return (
    <main
      className={styles.page}
      style={{ ['--slip-width' as string]: sheet.width, ['--slip-height' as string]: sheet.height, ['--slip-font' as string]: sheet.font }}
    >
      <style>{pageRule(size)}</style>
      <div className={styles.toolbar}>
        <h1 className={styles.title}>In phiếu giao hàng ({ids.length} đơn)</h1>
        <label htmlFor="slip-size">Khổ giấy</label>
        <select
          id="slip-size"
          value={size}
          onChange={(e) => {
            const next = new URLSearchParams(query);
            next.set('size', e.target.value);
            setQuery(next, { replace: true });
          }}
        >
          {SLIP_SIZES.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
        <button type="button" className={styles.print} onClick={() => window.print()} disabled={loaded.state !== 'done' || loaded.orders.length === 0}>
          In
        </button>
        <Link to="/admin/orders">Quay lại danh sách đơn hàng</Link>
      </div>
      {loaded.state === 'loading' && ids.length > 0 && <p className={styles.message}>Đang tải đơn hàng...</p>}
      {loaded.state === 'failed' && <p className={styles.message}>Không thể tải đơn hàng, vui lòng thử lại</p>}
      {(ids.length === 0 || (loaded.state === 'done' && loaded.orders.length === 0)) && <p className={styles.message}>Không có đơn hàng nào để in</p>}
      {loaded.state === 'done' && (
        <div className={styles.slips} data-testid="packing-slips">
          {loaded.orders.map((o) => (
            <PackingSlip key={o.id} order={o} />
          ))}
        </div>
      )}
    </main>
  );
}

export default PackingSlipsPage;
