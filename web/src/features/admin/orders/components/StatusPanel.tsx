import { useMutation } from '@apollo/client/react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/apollo/errors';
import { toast } from '../../../../lib/toast';
import { UPDATE_ORDER_STATUS, type AdminOrder } from '../api/admin-orders.documents';
import { ORDER_STATUS_OPTIONS, orderStatusOption, statusUpdateInput } from '../lib/admin-orders.logic';

/** The order's status and the form that moves it (a tracking number when it ships). */
export function StatusPanel({ order }: { order: AdminOrder }) {
  const [status, setStatus] = useState<string | null>(null);
  const [tracking, setTracking] = useState('');
  const [note, setNote] = useState('');
  const [update, updating] = useMutation(UPDATE_ORDER_STATUS);
  const current = orderStatusOption(order.status);
  const submit = async () => {
    const r = statusUpdateInput({ status, trackingNumber: tracking, note });
    if ('error' in r) {
      toast.error(r.error);
      return;
    }
    try {
      await update({ variables: { id: order.id, input: r.input } });
      toast.success('Cập nhật trạng thái thành công');
      setStatus(null);
      setTracking('');
      setNote('');
    } catch (err) {
      // a refused transition: the server's reason after the spec's text (decision 0610)
      const reason = errorMessage(err, '');
      toast.error(reason ? `Cập nhật thất bại: ${reason}` : 'Cập nhật thất bại');
    }
  };
  return (
    <Card title="Cập nhật trạng thái" size="small">
      <p>
        Trạng thái hiện tại: <Tag color={current.color}>{current.label}</Tag>
      </p>
      <label htmlFor="new-status">Trạng thái mới</label>
      <Select
        id="new-status"
        aria-label="Trạng thái mới"
        value={status ?? undefined}
        placeholder="Chọn trạng thái"
        onChange={(v: string) => setStatus(v)}
        options={ORDER_STATUS_OPTIONS.filter((o) => o.value !== order.status).map((o) => ({ value: o.value, label: o.label }))}
        style={{ width: '100%' }}
      />
      {status === 'shipping' && (
        <>
          <label htmlFor="tracking">Mã vận đơn</label>
          <Input id="tracking" value={tracking} onChange={(e) => setTracking(e.target.value)} maxLength={100} />
        </>
      )}
      <label htmlFor="status-note">Ghi chú</label>
      <Input.TextArea id="status-note" value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={500} />
      <Button type="primary" block onClick={() => void submit()} loading={updating.loading} style={{ marginTop: 12 }}>
        Cập nhật
      </Button>
    </Card>
  );
}
