import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useId, useRef, useState } from 'react';
import { DownloadError, downloadFile, postFile } from '../../../../../lib/staff-files';
import { toast } from '../../../../../lib/toast';
import styles from './stock-sheet.module.css';
import { STOCK_EXPORT_URL, STOCK_PREVIEW_URL, stockApplyUrl, XLSX_TYPE, type StockImportPlan } from '../api/stock-sheet.documents';

type PlanRow = StockImportPlan['rows'][number];

const OUTCOME: Record<string, { label: string; color: string }> = {
  change: { label: 'Thay đổi', color: 'blue' },
  unchanged: { label: 'Không đổi', color: 'default' },
  refused: { label: 'Từ chối', color: 'red' },
};
/** What staff must read: refused rows first, then the changes, in the file's order; unchanged rows are only counted. */
const listed = (plan: StockImportPlan): PlanRow[] => [...plan.rows.filter((r) => r.outcome === 'refused'), ...plan.rows.filter((r) => r.outcome === 'change')];
const count = (n: number) => n.toLocaleString('vi-VN');
const failure = (err: unknown, fallback: string) => (err instanceof DownloadError ? err.message : fallback);

/**
 * The stock and price sheet (decision 0522): 'Xuất Excel' writes every variant; 'Nhập từ Excel'
 * shows, row by row, what the file would change and what it refuses, and writes nothing until
 * staff apply it, all the accepted rows in one go or none.
 */
export function StockSheet({ onApplied }: { onApplied: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [plan, setPlan] = useState<StockImportPlan | null>(null);
  const [busy, setBusy] = useState<'export' | 'preview' | 'apply' | null>(null);

  const exportSheet = async () => {
    setBusy('export');
    try {
      await downloadFile(STOCK_EXPORT_URL, 'san-pham-ton-kho.xlsx');
      toast.success('Đã xuất sản phẩm và tồn kho ra Excel');
    } catch (err) {
      toast.error(failure(err, 'Không thể xuất sản phẩm và tồn kho'));
    } finally {
      setBusy(null);
    }
  };

  const preview = async (chosen: File) => {
    setBusy('preview');
    try {
      const { data } = await postFile<StockImportPlan>(STOCK_PREVIEW_URL, chosen, XLSX_TYPE);
      setFile(chosen);
      setPlan(data);
    } catch (err) {
      toast.error(failure(err, 'Không thể đọc tệp'));
    } finally {
      setBusy(null);
      if (input.current) input.current.value = '';
    }
  };

  const close = () => {
    setPlan(null);
    setFile(null);
  };

  const apply = async () => {
    if (!file || !plan) return;
    setBusy('apply');
    try {
      const { data } = await postFile<StockImportPlan>(stockApplyUrl(plan.planId), file, XLSX_TYPE);
      toast.success(`Đã áp dụng ${count(data.changed)} dòng thay đổi`);
      close();
      onApplied();
    } catch (err) {
      toast.error(failure(err, 'Không thể áp dụng tệp'));
      // what changed since the preview: show the file again as it would apply now
      await preview(file);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <div role="group" aria-label="Excel" className={styles.actions}>
        <Button icon={<DownloadOutlined aria-hidden />} loading={busy === 'export'} onClick={() => void exportSheet()}>
          Xuất Excel
        </Button>
        <Button icon={<UploadOutlined aria-hidden />} loading={busy === 'preview'} onClick={() => input.current?.click()} aria-controls={inputId}>
          Nhập từ Excel
        </Button>
        <input
          id={inputId}
          ref={input}
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-label="Chọn tệp Excel sản phẩm và tồn kho"
          hidden
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) void preview(chosen);
          }}
        />
      </div>
      <Modal
        open={plan !== null}
        title="Xem trước tệp nhập kho"
        width={900}
        onCancel={close}
        footer={[
          <Button key="cancel" onClick={close}>
            Hủy
          </Button>,
          <Button key="apply" type="primary" loading={busy === 'apply'} disabled={!plan || plan.changed === 0} onClick={() => void apply()}>
            {`Áp dụng ${count(plan?.changed ?? 0)} dòng thay đổi`}
          </Button>,
        ]}
      >
        {plan && (
          <>
            <p role="status">
              {count(plan.changed)} dòng thay đổi, {count(plan.unchanged)} dòng không đổi (không liệt kê), {count(plan.refused)} dòng bị từ chối. Chưa có gì
              được lưu: các dòng thay đổi được áp dụng cùng lúc khi bấm “Áp dụng”, các dòng bị từ chối được bỏ qua.
            </p>
            <Table<PlanRow>
              rowKey="line"
              size="small"
              dataSource={listed(plan)}
              pagination={listed(plan).length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
              scroll={{ x: 'max-content' }}
              aria-label="Các dòng của tệp"
              columns={[
                { title: 'Dòng', dataIndex: 'line', key: 'line', width: 64 },
                { title: 'Sản phẩm', dataIndex: 'label', key: 'label' },
                {
                  title: 'Kết quả',
                  key: 'outcome',
                  render: (_, r) => <Tag color={OUTCOME[r.outcome]?.color}>{OUTCOME[r.outcome]?.label ?? r.outcome}</Tag>,
                },
                {
                  title: 'Chi tiết',
                  key: 'detail',
                  render: (_, r) => (
                    <ul className={styles.details}>
                      {[...r.changes, ...r.problems].map((t) => (
                        <li key={t}>{t}</li>
                      ))}
                    </ul>
                  ),
                },
              ]}
            />
          </>
        )}
      </Modal>
    </>
  );
}
