import { useMutation } from '@apollo/client/react';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/apollo/errors';
import { toast } from '../../../../lib/toast';
import page from '../../shared/admin-page.module.css';
import { CONFIRM_PAYMENT, type AdminOrder } from '../api/admin-orders.documents';
import { paymentCodeLabel } from '../lib/admin-orders.logic';

/** payments answers the status as a string; the orders subgraph types it. */
export type PaymentStatus = AdminOrder['paymentStatus'];

/** Staff confirm a payment by its waybill or transaction code (product §2, admin only). */
export function ConfirmPaymentModal({
  order,
  open,
  onClose,
  onPaid,
}: {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
  onPaid: (status: PaymentStatus) => void;
}) {
  const [code, setCode] = useState('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirm, confirming] = useMutation(CONFIRM_PAYMENT);
  const label = paymentCodeLabel(order.paymentMethod);
  const submit = async () => {
    if (!code.trim()) {
      setProblem('Vui lòng nhập mã giao dịch');
      return;
    }
    try {
      const res = await confirm({ variables: { orderId: order.id, input: { transactionId: code.trim(), ...(note.trim() ? { note: note.trim() } : {}) } } });
      toast.success('Xác nhận thanh toán thành công');
      // payments answers at once; orders learns it from payments' event a moment later
      if (res.data?.confirmPayment) onPaid(res.data.confirmPayment.paymentStatus as PaymentStatus);
      setCode('');
      setNote('');
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, 'Xác nhận thanh toán thất bại'));
    }
  };
  return (
    <Modal
      title="Xác nhận thanh toán"
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      okText="Xác nhận"
      cancelText="Hủy"
      confirmLoading={confirming.loading}
      destroyOnHidden
    >
      <label htmlFor="payment-code">{label}</label>
      <Input
        id="payment-code"
        value={code}
        onChange={(e) => (setCode(e.target.value), setProblem(null))}
        maxLength={100}
        status={problem ? 'error' : undefined}
      />
      {problem && (
        <p role="alert" className={page.sub}>
          {problem}
        </p>
      )}
      <label htmlFor="payment-note">Ghi chú</label>
      <Input.TextArea id="payment-note" value={note} onChange={(e) => setNote(e.target.value)} rows={2} maxLength={500} />
    </Modal>
  );
}
