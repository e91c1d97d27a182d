import Modal from 'antd/es/modal';
import { useState, type ReactNode } from 'react';
import { formatVnd } from '../../../../components/product/money.logic';
import { errorMessage } from '../../../../lib/apollo/errors';
import { toast } from '../../../../lib/toast';
import page from '../../shared/admin-page.module.css';
import type { BankTransfer } from '../api/transfers.documents';

/** The one field of a transfer dialog, as its input needs it. */
export interface TransferField {
  value: string;
  status: 'error' | undefined;
  change: (value: string) => void;
  submit: () => void;
}

interface TransferDialogProps {
  title: string;
  okText: string;
  transfer: BankTransfer;
  initialValue?: string;
  /** What the field's problem says when it is left empty. */
  required: string;
  /** The toast when the server refuses, unless it names its reason. */
  failure: string;
  loading: boolean;
  /** Sends the trimmed field; a throw is shown as a toast and the dialog stays open. */
  send: (value: string) => Promise<void>;
  onClose: () => void;
  children: (field: TransferField) => ReactNode;
}

/** A dialog about one transfer: what it is, one required field, and the field's problem. */
export function TransferDialog({ transfer, initialValue = '', required, failure, send, children, ...dialog }: TransferDialogProps) {
  const [value, setValue] = useState(initialValue);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async () => {
    if (!value.trim()) {
      setProblem(required);
      return;
    }
    try {
      await send(value.trim());
    } catch (err) {
      toast.error(errorMessage(err, failure));
    }
  };
  const field: TransferField = {
    value,
    status: problem ? 'error' : undefined,
    change: (next) => (setValue(next), setProblem(null)),
    submit: () => void submit(),
  };
  return (
    <Modal
      title={dialog.title}
      open
      onCancel={dialog.onClose}
      onOk={field.submit}
      okText={dialog.okText}
      cancelText="Hủy"
      confirmLoading={dialog.loading}
      destroyOnHidden
    >
      <p>
        Giao dịch {formatVnd(transfer.transferAmount)} — {transfer.content}
      </p>
      {children(field)}
      {problem && (
        <p role="alert" className={page.sub}>
          {problem}
        </p>
      )}
    </Modal>
  );
}
