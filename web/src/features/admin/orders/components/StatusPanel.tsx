import { useMutation } from '@apollo/client/react';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/apollo/errors';
import { toast } from '../../../../lib/toast';
import page from '../../shared/admin-page.module.css';
import { UPDATE_ORDER_STATUS, type AdminOrder } from '../api/admin-orders.documents';
import { CARRIER_OPTIONS, nextStepAction, orderStatusOption, statusChoices, statusUpdateInput, type StatusForm } from '../lib/admin-orders.logic';
import { ShipModal } from './ShipModal';
import styles from './order-detail.module.css';

/**
 * The order's status, its usual next step in one click, and the form that moves it anywhere the
 * server's state machine allows (decision 0610): the select offers nothing the server refuses.
 */
export function StatusPanel({ order }: { order: AdminOrder }) {
  const [status, setStatus] = useState<string | null>(null);
  const [carrier, setCarrier] = useState<string | null>(null);
  const [tracking, setTracking] = useState('');
  const [note, setNote] = useState('');
  const [internalNote, setInternalNote] = useState('');
  const [shipping, setShipping] = useState(false);
  const [via, setVia] = useState<'step' | 'form'>('form');
  const [update, updating] = useMutation(UPDATE_ORDER_STATUS);
  const current = orderStatusOption(order.status);
  const choices = statusChoices(order.status);
  const step = nextStepAction(order.status);

  const send = async (form: StatusForm): Promise<boolean> => {
    const r = statusUpdateInput(form);
    if ('error' in r) {
      toast.error(r.error);
      return false;
    }
    try {
      await update({ variables: { id: order.id, input: r.input } });
      toast.success('Cập nhật trạng thái thành công');
      return true;
    } catch (err) {
      // a move another tab made first: the server's reason after the spec's text (decision 0610)
      const reason = errorMessage(err, '');
      toast.error(reason ? `Cập nhật thất bại: ${reason}` : 'Cập nhật thất bại');
      return false;
    }
  };
  const submit = async () => {
    setVia('form');
    if (await send({ status, carrier, trackingNumber: tracking, note, internalNote })) {
      setStatus(null);
      setCarrier(null);
      setTracking('');
      setNote('');
      setInternalNote('');
    }
  };

  return (
    <Card title="Cập nhật trạng thái" size="small">
      <p>
        Trạng thái hiện tại: <Tag color={current.color}>{current.label}</Tag>
      </p>
      {step && (
        <Button
          type="primary"
          block
          className={styles.nextStep}
          loading={updating.loading && via === 'step' && !shipping}
          onClick={() => {
            setVia('step');
            if (step.status === 'shipping') setShipping(true);
            else void send({ status: step.status });
          }}
        >
          {step.label}
        </Button>
      )}
      {choices.length === 0 ? (
        <p className={page.sub}>Đơn hàng đã kết thúc, không thể chuyển sang trạng thái khác.</p>
      ) : (
        <>
          <label htmlFor="new-status">Trạng thái mới</label>
          <Select
            id="new-status"
            aria-label="Trạng thái mới"
            value={status ?? undefined}
            placeholder="Chọn trạng thái"
            onChange={(v: string) => setStatus(v)}
            options={choices}
            style={{ width: '100%' }}
          />
          {status === 'shipping' && (
            <>
              <label htmlFor="carrier">Đơn vị vận chuyển</label>
              <Select
                id="carrier"
                aria-label="Đơn vị vận chuyển"
                value={carrier ?? undefined}
                placeholder="Chọn đơn vị vận chuyển"
                onChange={(v: string) => setCarrier(v)}
                options={CARRIER_OPTIONS}
                style={{ width: '100%' }}
              />
              <label htmlFor="tracking">Mã vận đơn</label>
              <Input id="tracking" value={tracking} onChange={(e) => setTracking(e.target.value)} maxLength={100} />
            </>
          )}
          <label htmlFor="status-note">Ghi chú cho khách hàng</label>
          <Input.TextArea id="status-note" value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={500} />
          <label htmlFor="status-internal-note">Ghi chú nội bộ (khách hàng không thấy)</label>
          <Input.TextArea id="status-internal-note" value={internalNote} onChange={(e) => setInternalNote(e.target.value)} rows={2} maxLength={500} />
          <Button block onClick={() => void submit()} loading={updating.loading && via === 'form'} style={{ marginTop: 12 }}>
            Cập nhật
          </Button>
        </>
      )}
      <ShipModal
        open={shipping}
        busy={updating.loading}
        onClose={() => setShipping(false)}
        onShip={(c, code) => void send({ status: 'shipping', carrier: c, trackingNumber: code }).then((ok) => ok && setShipping(false))}
      />
    </Card>
  );
}
