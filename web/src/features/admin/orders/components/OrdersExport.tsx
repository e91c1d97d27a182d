import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import Button from 'antd/es/button';
import { useState } from 'react';
import { DownloadError, downloadFile } from '../../../../lib/staff-files';
import { toast } from '../../../../lib/toast';

export interface OrdersExportFilter {
  status?: string | null;
  paymentStatus?: string | null;
  paymentMethod?: string | null;
  search?: string | null;
  from?: string | null;
  to?: string | null;
}

/** The export's address: the list's filters, and one row per order or per line (decision 0522). */
export function ordersExportUrl(filter: OrdersExportFilter, layout: 'orders' | 'lines'): string {
  const q = new URLSearchParams({ layout });
  for (const [k, v] of Object.entries(filter)) if (typeof v === 'string' && v !== '') q.set(k, v);
  return `/api/exports/orders?${q.toString()}`;
}

/** 'Xuất Excel' beside the orders list: the orders the filters show, every page of them. */
export function OrdersExport({ filter }: { filter: OrdersExportFilter }) {
  const [busy, setBusy] = useState<'orders' | 'lines' | null>(null);
  const download = async (layout: 'orders' | 'lines') => {
    setBusy(layout);
    try {
      await downloadFile(ordersExportUrl(filter, layout), 'don-hang.xlsx');
      toast.success('Đã xuất danh sách đơn hàng ra Excel');
    } catch (err) {
      toast.error(err instanceof DownloadError ? err.message : 'Không thể xuất danh sách đơn hàng');
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="group" aria-label="Xuất Excel theo bộ lọc đang chọn">
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy === 'orders'} disabled={busy !== null} onClick={() => void download('orders')}>
        Xuất Excel (mỗi đơn một dòng)
      </Button>{' '}
      <Button icon={<DownloadOutlined aria-hidden />} loading={busy === 'lines'} disabled={busy !== null} onClick={() => void download('lines')}>
        Xuất Excel (mỗi sản phẩm một dòng)
      </Button>
    </div>
  );
}
