import type { Address } from '../api/account.documents';
import { isProvince } from '../../../components/address/province.logic';
import { ConfirmPopover } from '../../../components/ui/ConfirmPopover';
import { ShopButton, shopButtonClass } from '../../../components/ui/ShopButton';
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

/** One saved address with its actions; deleting asks first (product §13). */
export function AddressCard({ address, busy, onEdit, onMakeDefault, onDelete, provinces }: AddressCardProps) {
  const oldCity = provinces.length > 0 && !isProvince(provinces, address.city);
  return (
    <li className={styles.addressCard} aria-label={`Địa chỉ của ${address.fullName}`}>
      <div className={styles.addressHead}>
        <strong>{address.fullName}</strong>
        <span className={styles.muted}>{address.phone}</span>
        {address.isDefault && <span className={styles.defaultTag}>Mặc định</span>}
      </div>
      <p className={styles.addressText}>{formatAddress(address)}</p>
      {oldCity && (
        <p className={styles.pickAgain}>“{address.city}” không có trong danh sách tỉnh/thành phố mới. Vui lòng chọn lại tỉnh/thành phố cho địa chỉ này.</p>
      )}
      <div className={styles.actions}>
        <ShopButton onClick={onEdit} disabled={busy} variant={oldCity ? 'primary' : 'default'}>
          {oldCity ? 'Chọn lại tỉnh/thành phố' : 'Sửa'}
        </ShopButton>
        {!address.isDefault && (
          <ShopButton onClick={onMakeDefault} disabled={busy}>
            Đặt làm mặc định
          </ShopButton>
        )}
        <ConfirmPopover
          title="Xóa địa chỉ này?"
          description="Địa chỉ sẽ bị xóa khỏi sổ địa chỉ của bạn."
          okText="Xóa"
          cancelText="Hủy"
          onConfirm={onDelete}
          triggerClassName={shopButtonClass({ danger: true })}
          disabled={busy}
        >
          Xóa
        </ConfirmPopover>
      </div>
    </li>
  );
}
