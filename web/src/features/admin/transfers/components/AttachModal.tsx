import { useMutation } from '@apollo/client/react';
import Input from 'antd/es/input';
import { toast } from '../../../../lib/toast';
import { ATTACH_BANK_TRANSFER, type BankTransfer } from '../api/transfers.documents';
import { TransferDialog } from './TransferDialog';

/** Attaches a transfer to an order by its number; a short payment keeps the order it named. */
export function AttachModal({ transfer, onClose, onDone }: { transfer: BankTransfer; onClose: () => void; onDone: () => void }) {
  const [attach, attaching] = useMutation(ATTACH_BANK_TRANSFER);
  const send = async (orderNumber: string) => {
    const res = await attach({ variables: { id: transfer.id, input: { orderNumber } } });
    const r = res.data?.attachBankTransfer;
    if (r) (r.paid ? toast.success : toast.warning)(r.message);
    onDone();
  };
  return (
    <TransferDialog
      title="Ghép vào đơn hàng"
      okText="Ghép"
      transfer={transfer}
      initialValue={transfer.outcome === 'partial' ? (transfer.orderNumber ?? '') : ''}
      required="Vui lòng nhập mã đơn hàng"
      failure="Ghép giao dịch thất bại"
      loading={attaching.loading}
      send={send}
      onClose={onClose}
    >
      {(field) => (
        <>
          <label htmlFor="attach-order">Mã đơn hàng</label>
          <Input
            id="attach-order"
            value={field.value}
            placeholder="VD: DH000123"
            onChange={(e) => field.change(e.target.value)}
            onPressEnter={field.submit}
            maxLength={64}
            status={field.status}
          />
        </>
      )}
    </TransferDialog>
  );
}
