import Modal from 'antd/es/modal';
import { errorMessage } from '../../../lib/apollo/errors';
import { toast } from '../../../lib/toast';

interface DeleteRequest {
  /** What is deleted, as the texts name it: 'sản phẩm', 'danh mục', 'mã giảm giá'. */
  what: string;
  /** The one deleted, as the question names it. */
  name: string;
  remove: () => Promise<unknown>;
  /** After a deletion the server accepted. */
  done?: () => void;
}

/**
 * Deleting from a staff list (product §13): 'Xóa <what>' asks first, with 'Hủy' focused; then
 * 'Xóa <what> thành công', or the server's message, else 'Xóa <what> thất bại'. Render `holder`.
 */
export function useConfirmDelete() {
  const [modal, holder] = Modal.useModal();
  const confirm = ({ what, name, remove, done }: DeleteRequest) =>
    modal.confirm({
      title: `Xóa ${what}`,
      content: `Bạn có chắc chắn muốn xóa ${what} "${name}"?`,
      okText: 'Xóa',
      okButtonProps: { danger: true },
      cancelText: 'Hủy',
      autoFocusButton: 'cancel',
      onOk: async () => {
        try {
          await remove();
          toast.success(`Xóa ${what} thành công`);
          done?.();
        } catch (err) {
          toast.error(errorMessage(err, `Xóa ${what} thất bại`));
        }
      },
    });
  return { confirm, holder };
}
