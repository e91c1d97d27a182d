import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import page from '../../shared/admin-page.module.css';
import { CARRIER_OPTIONS } from '../lib/admin-orders.logic';

/** 'Giao cho vận chuyển': the carrier and its tracking code, both needed, then the order ships. */
export function ShipModal({
  open,
  busy,
  onClose,
  onShip,
}: {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onShip: (carrier: string, trackingNumber: string) => void;
}) {
  const [carrier, setCarrier] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = () => {
    if (!carrier) return setProblem('Vui lòng chọn đơn vị vận chuyển');
    if (!code.trim()) return setProblem('Vui lòng nhập mã vận đơn');
    onShip(carrier, code.trim());
  };
  return (
    <Modal
      title="Giao cho vận chuyển"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="Giao cho vận chuyển"
      cancelText="Hủy"
      confirmLoading={busy}
      destroyOnHidden
    >
      <label htmlFor="ship-carrier">Đơn vị vận chuyển</label>
      <Select
        id="ship-carrier"
        aria-label="Đơn vị vận chuyển"
        value={carrier ?? undefined}
        placeholder="Chọn đơn vị vận chuyển"
        onChange={(v: string) => (setCarrier(v), setProblem(null))}
        options={CARRIER_OPTIONS}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ width: '100%' }}
      />
      <label htmlFor="ship-code">Mã vận đơn</label>
      <Input id="ship-code" value={code} onChange={(e) => (setCode(e.target.value), setProblem(null))} maxLength={100} />
      {problem && (
        <p role="alert" className={page.sub}>
          {problem}
        </p>
      )}
    </Modal>
  );
}
