import { useMutation } from '@apollo/client/react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/apollo/errors';
import { toast } from '../../../../lib/toast';
import { MARK_REFUNDED, type Refund } from '../api/refunds.documents';
import styles from './refunds.module.css';

/** Staff sent the money: the bank's reference, once (a second mark is refused by payments). */
export function MarkRefundedForm({ refund, onDone }: { refund: Refund; onDone: () => void }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [mark, marking] = useMutation(MARK_REFUNDED);
  const id = `refund-${refund.id}-reference`;

  const submit = async () => {
    if (!reference.trim()) return setError('Vui lòng nhập mã giao dịch hoàn tiền');
    setError(null);
    try {
      await mark({ variables: { id: refund.id, input: { bankReference: reference.trim() } } });
      toast.success('Đã đánh dấu đã hoàn tiền');
      onDone();
    } catch (err) {
      toast.error(errorMessage(err, 'Cập nhật thất bại'));
      onDone();
    }
  };

  return (
    <form
      className={styles.mark}
      aria-label={`Đánh dấu đã hoàn tiền đơn ${refund.orderNumber}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={id}>Mã giao dịch hoàn tiền</label>
        <Input
          id={id}
          value={reference}
          status={error ? 'error' : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setReference(e.target.value)}
          maxLength={100}
          placeholder="VD: FT26332123456"
        />
        {error && (
          <span id={`${id}-error`} className={styles.error}>
            {error}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={marking.loading}>
          Đánh dấu đã hoàn tiền
        </Button>
      </div>
    </form>
  );
}
