import { useMutation } from '@apollo/client/react';
import Input from 'antd/es/input';
import { toast } from '../../../../lib/toast';
import { MARK_BANK_TRANSFER_HANDLED, type BankTransfer } from '../api/transfers.documents';
import { TransferDialog } from './TransferDialog';

/** Marks a transfer handled outside the shop (a refund, a call), with a note saying how. */
export function HandleModal({ transfer, onClose, onDone }: { transfer: BankTransfer; onClose: () => void; onDone: () => void }) {
  const [mark, marking] = useMutation(MARK_BANK_TRANSFER_HANDLED);
  const send = async (note: string) => {
    await mark({ variables: { id: transfer.id, input: { note } } });
    toast.success('Đã đánh dấu giao dịch đã xử lý');
    onDone();
  };
  return (
    <TransferDialog
      title="Đánh dấu đã xử lý"
      okText="Lưu"
      transfer={transfer}
      required="Vui lòng nhập ghi chú xử lý"
      failure="Cập nhật thất bại"
      loading={marking.loading}
      send={send}
      onClose={onClose}
    >
      {(field) => (
        <>
          <label htmlFor="handled-note">Ghi chú xử lý</label>
          <Input.TextArea
            id="handled-note"
            value={field.value}
            placeholder="VD: Đã hoàn tiền cho khách ngoài hệ thống"
            onChange={(e) => field.change(e.target.value)}
            rows={3}
            maxLength={500}
            status={field.status}
          />
        </>
      )}
    </TransferDialog>
  );
}
