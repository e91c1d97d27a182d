import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import type { Address } from '../api/account.documents';
import { isProvince } from '../../../components/address/province.logic';
import styles from './account.module.css';

interface AddressCardProps {
  address: Address;
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
  /** The 2025 province list; empty while it loads. */
  provinces: readonly string[];
}

export const formatAddress = (a: Address): string => [a.addressLine, a.ward, a.district, a.city].filter(Boolean).join(', ');

/** One saved address with its actions; deleting asks first (spec §8). */
export function AddressCard({ address, busy, onEdit, onMakeDefault, onDelete, provinces }: AddressCardProps) {
  const oldCity = provinces.length > 0 && !isProvince(provinces, address.city);
  return (
    <li className={styles.addressCard} aria-label={`Địa chỉ của ${address.fullName}`}>
      <div className={styles.addressHead}>
        <strong>{address.fullName}</strong>
        <span className={styles.muted}>{address.phone}</span>
        {address.isDefault && <Tag color="green">Mặc định</Tag>}
      </div>
      <p className={styles.addressText}>{formatAddress(address)}</p>
      {oldCity && (
        <p className={styles.pickAgain}>“{address.city}” không có trong danh sách tỉnh/thành phố mới. Vui lòng chọn lại tỉnh/thành phố cho địa chỉ này.</p>
      )}
      <div className={styles.actions}>
        <Button onClick={onEdit} disabled={busy} type={oldCity ? 'primary' : 'default'}>
          {oldCity ? 'Chọn lại tỉnh/thành phố' : 'Sửa'}
        </Button>
        {!address.isDefault && (
          <Button onClick={onMakeDefault} disabled={busy}>
            Đặt làm mặc định
          </Button>
        )}
        <Popconfirm
          title="Xóa địa chỉ này?"
          description="Địa chỉ sẽ bị xóa khỏi sổ địa chỉ của bạn."
          okText="Xóa"
          cancelText="Hủy"
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button danger disabled={busy}>
            Xóa
          </Button>
        </Popconfirm>
      </div>
    </li>
  );
}
