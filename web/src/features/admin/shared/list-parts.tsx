import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import { errorMessage } from '../../../lib/apollo/errors';
import { toast } from '../../../lib/toast';
import styles from './admin-page.module.css';

// The parts of a staff list screen: its search box, its load error, its delete confirmation. One
// module, so the pages that use them load one small chunk rather than one per part.

interface ListSearchProps {
  /** What the URL says was searched: the box shows it, and starts again from it when it changes. */
  search: string;
  placeholder: string;
  label: string;
  onSearch: (text: string) => void;
}

/** A staff list's search box, with its 'Tìm kiếm' button and a clear cross. */
export function ListSearch({ search, placeholder, label, onSearch }: ListSearchProps) {
  return (
    <Input.Search
      key={search}
      defaultValue={search}
      placeholder={placeholder}
      aria-label={label}
      enterButton="Tìm kiếm"
      allowClear
      onSearch={onSearch}
      className={styles.search}
    />
  );
}

/** What a staff screen shows when its data could not be loaded, with 'Thử lại'. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return <Alert type="error" showIcon title={title} action={<Button onClick={onRetry}>Thử lại</Button>} className={styles.alert} />;
}

/**
 * A staff list of cards while its answer is on its way (decision 0924): placeholder lines, and for
 * a screen reader a status that says what is loading.
 */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status">
      <span className="visually-hidden">{label}</span>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

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
