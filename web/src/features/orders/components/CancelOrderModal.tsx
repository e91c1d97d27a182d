import { useMutation } from '@apollo/client/react';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { errorMessage } from '../../../lib/apollo/errors';
import { toast } from '../../../lib/toast';
import { CANCEL_ORDER, MY_ORDERS } from '../api/orders.documents';
import { CANCEL_NOTICE, CANCEL_REASONS, canConfirmCancel, cancelReasonText, MAX_REASON_LENGTH, OTHER_REASON } from '../lib/cancel-reason.logic';
import styles from './CancelOrderModal.module.css';

interface CancelOrderModalProps {
  orderId: string;
  orderNumber: string;
  open: boolean;
  onClose(): void;
}

/**
 * product §12 "Cancel form": one of seven reasons, 'Other' needs text (sent as the reason); confirm is
 * disabled while sending or while nothing is chosen or typed; product §6.3 notice text. On success the
 * order and the order list are refreshed and a toast shows (product §15).
 */
export function CancelOrderModal({ orderId, orderNumber, open, onClose }: CancelOrderModalProps) {
  const [choice, setChoice] = useState<string | null>(null);
  const [other, setOther] = useState('');
  const [cancel, { loading }] = useMutation(CANCEL_ORDER, { refetchQueries: [MY_ORDERS] });

  const confirm = async () => {
    const reason = cancelReasonText(choice, other);
    if (!reason) return;
    try {
      await cancel({ variables: { id: orderId, reason } });
      toast.success('Hủy đơn hàng thành công'); // product §13, in Vietnamese (decision 0651)
      setChoice(null);
      setOther('');
      onClose();
    } catch (error) {
      toast.error(errorMessage(error, 'Hủy đơn hàng thất bại'));
    }
  };

  return (
    <Modal
      open={open}
      title={`Hủy đơn hàng ${orderNumber}`}
      okText="Xác nhận hủy"
      cancelText="Đóng"
      okButtonProps={{ danger: true, disabled: !canConfirmCancel(choice, other, loading), loading }}
      onOk={() => void confirm()}
      onCancel={loading ? undefined : onClose}
      destroyOnHidden
    >
      <p className={styles.notice}>{CANCEL_NOTICE}</p>
      <p id="cancel-reason-label">Vui lòng chọn lý do hủy đơn hàng:</p>
      <Radio.Group className={styles.radioStack} value={choice} onChange={(e) => setChoice(String(e.target.value))} aria-labelledby="cancel-reason-label">
        {CANCEL_REASONS.map((r) => (
          <Radio key={r.value} value={r.value}>
            {r.label}
          </Radio>
        ))}
      </Radio.Group>
      {choice === OTHER_REASON && (
        <Input.TextArea
          className={styles.other}
          style={{ marginTop: 12 }}
          rows={3}
          value={other}
          maxLength={MAX_REASON_LENGTH}
          onChange={(e) => setOther(e.target.value)}
          placeholder="Nhập lý do của bạn"
          aria-label="Lý do khác"
          autoFocus
        />
      )}
    </Modal>
  );
}
