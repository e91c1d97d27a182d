import CheckOutlined from '@ant-design/icons/CheckOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import { useMutation } from '@apollo/client/react';
import Button from 'antd/es/button';
import { useNavigate } from 'react-router-dom';
import { canTransition } from '../../../../lib/shop-rules';
import { toast } from '../../../../lib/toast';
import { UPDATE_ORDER_STATUS, type AdminOrder } from '../api/admin-orders.documents';
import { exportFileName, ordersCsv } from '../lib/orders-export.logic';
import { slipsPath } from '../lib/packing-slip.logic';
import styles from './BulkActions.module.css';

/** Saves a text as a file the browser downloads. */
function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * What staff do with the orders they ticked: confirm the pending ones (each through the same
 * status change as one by one, so the server judges every order), print their packing slips in one
 * go, or export them to a CSV that Excel opens.
 */
export function BulkActions({ selected, onDone }: { selected: AdminOrder[]; onDone: () => void }) {
  const navigate = useNavigate();
  const [update, updating] = useMutation(UPDATE_ORDER_STATUS);
  const confirmable = selected.filter((o) => canTransition(o.status, 'confirmed'));

  const confirmAll = async () => {
    let done = 0;
    for (const o of confirmable) {
      try {
        await update({ variables: { id: o.id, input: { status: 'confirmed' } } });
        done++;
      } catch {
        // counted below: another tab may have moved it first
      }
    }
    const failed = confirmable.length - done;
    if (done) toast.success(`Đã xác nhận ${done.toLocaleString('vi-VN')} đơn hàng`);
    if (failed) toast.error(`${failed.toLocaleString('vi-VN')} đơn hàng không thể xác nhận`);
    onDone();
  };

  return (
    <div className={styles.bar} role="group" aria-label="Thao tác với đơn đã chọn">
      <span className={styles.count} aria-live="polite">
        Đã chọn {selected.length.toLocaleString('vi-VN')} đơn
      </span>
      <Button icon={<CheckOutlined aria-hidden="true" />} disabled={confirmable.length === 0} loading={updating.loading} onClick={() => void confirmAll()}>
        Xác nhận đơn ({confirmable.length.toLocaleString('vi-VN')})
      </Button>
      <Button icon={<PrinterOutlined aria-hidden="true" />} disabled={selected.length === 0} onClick={() => navigate(slipsPath(selected.map((o) => o.id)))}>
        In phiếu giao hàng
      </Button>
      <Button
        icon={<DownloadOutlined aria-hidden="true" />}
        disabled={selected.length === 0}
        onClick={() => download(exportFileName(new Date()), ordersCsv(selected), 'text/csv;charset=utf-8')}
      >
        Xuất CSV
      </Button>
    </div>
  );
}
