import { useMutation } from '@apollo/client/react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/apollo/errors';
import { VIETQR_BANKS } from '../../../../lib/shop-rules';
import { toast } from '../../../../lib/toast';
import { SET_REFUND_ACCOUNT, type Refund } from '../api/refunds.documents';
import { accountErrors, type AccountDraft } from '../lib/refunds.logic';
import styles from './refunds.module.css';

const BINS = VIETQR_BANKS.map((b) => b.bin);

/** The customer's bank, account number and holder: typed, or taken from the transfer when the bank sent them. */
export function RefundAccountForm({ refund }: { refund: Refund }) {
  const [draft, setDraft] = useState<AccountDraft>({ bankBin: refund.bankBin ?? '', accountNo: refund.accountNo ?? '', accountName: refund.accountName ?? '' });
  const [shown, setShown] = useState(false);
  const [save, saving] = useMutation(SET_REFUND_ACCOUNT);
  const errors = shown ? accountErrors(draft, BINS) : {};
  const sender = refund.senderAccount;
  const id = (field: string) => `refund-${refund.id}-${field}`;

  const submit = async () => {
    setShown(true);
    if (Object.keys(accountErrors(draft, BINS)).length) return;
    try {
      await save({ variables: { id: refund.id, input: { bankBin: draft.bankBin, accountNo: draft.accountNo.trim(), accountName: draft.accountName.trim() } } });
      toast.success('Đã lưu tài khoản nhận tiền hoàn');
    } catch (err) {
      toast.error(errorMessage(err, 'Không lưu được tài khoản'));
    }
  };

  return (
    <form
      className={styles.account}
      aria-label={`Tài khoản nhận tiền hoàn đơn ${refund.orderNumber}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className={styles.field}>
        <label htmlFor={id('bank')}>Ngân hàng</label>
        <select
          id={id('bank')}
          className={styles.select}
          value={draft.bankBin}
          aria-invalid={!!errors.bankBin}
          aria-describedby={errors.bankBin ? id('bank-error') : undefined}
          onChange={(e) => setDraft({ ...draft, bankBin: e.target.value })}
        >
          <option value="">Chọn ngân hàng</option>
          {VIETQR_BANKS.map((b) => (
            <option key={b.bin} value={b.bin}>
              {b.name}
            </option>
          ))}
        </select>
        {errors.bankBin && (
          <span id={id('bank-error')} className={styles.error}>
            {errors.bankBin}
          </span>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={id('no')}>Số tài khoản</label>
        <Input
          id={id('no')}
          inputMode="numeric"
          value={draft.accountNo}
          status={errors.accountNo ? 'error' : undefined}
          aria-describedby={errors.accountNo ? id('no-error') : undefined}
          onChange={(e) => setDraft({ ...draft, accountNo: e.target.value })}
          maxLength={19}
        />
        {errors.accountNo && (
          <span id={id('no-error')} className={styles.error}>
            {errors.accountNo}
          </span>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={id('name')}>Chủ tài khoản</label>
        <Input
          id={id('name')}
          value={draft.accountName}
          status={errors.accountName ? 'error' : undefined}
          aria-describedby={errors.accountName ? id('name-error') : undefined}
          onChange={(e) => setDraft({ ...draft, accountName: e.target.value })}
          maxLength={100}
        />
        {errors.accountName && (
          <span id={id('name-error')} className={styles.error}>
            {errors.accountName}
          </span>
        )}
      </div>
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={saving.loading}>
          Lưu tài khoản
        </Button>
        {sender && (
          <Button
            onClick={() =>
              setDraft({ bankBin: sender.bankBin ?? draft.bankBin, accountNo: sender.accountNo, accountName: sender.accountName ?? draft.accountName })
            }
          >
            Lấy từ giao dịch
          </Button>
        )}
      </div>
    </form>
  );
}
