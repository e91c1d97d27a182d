import { Suspense, useState } from 'react';
import { lazyWithAntd } from '../../../components/antd/lazy-with-antd';
import { PageSpinner } from '../../../components/feedback/PageSpinner';
import { ShopButton } from '../../../components/ui/ShopButton';
import { errorMessage } from '../../../lib/apollo/errors';
import { toast } from '../../../lib/toast';
import { useProvinces } from '../../../components/address/provinces';
import type { Address, AddressInput } from '../api/account.documents';
import { toAddressInput, useAddressActions } from '../api/use-address-actions';
import { AddressCard } from './AddressCard';
import styles from './account.module.css';

/**
 * The add/edit form uses antd's Form (with the light province picker, CityInput): loaded when
 * opened, with antd's theme, so the profile page itself stays within the phone budget (decision 0902).
 */
const AddressForm = lazyWithAntd(() => import('./AddressForm').then((m) => m.AddressForm));

type FormMode = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; address: Address };

/** product §10 Account addresses tab, §10: the list with the default marked, and one add/edit form. */
export function AddressesTab({ userId, addresses }: { userId: string; addresses: Address[] }) {
  const actions = useAddressActions(userId);
  const [mode, setMode] = useState<FormMode>({ kind: 'closed' });
  const { provinces } = useProvinces();

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    try {
      await action();
      toast.success(success);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, failure));
      return false;
    }
  };

  const save = async (input: AddressInput) => {
    const saved =
      mode.kind === 'edit'
        ? await run(() => actions.update(mode.address.id, input), 'Cập nhật địa chỉ thành công', 'Cập nhật địa chỉ thất bại')
        : await run(() => actions.add(input), 'Thêm địa chỉ thành công', 'Thêm địa chỉ thất bại');
    if (saved) setMode({ kind: 'closed' });
  };

  return (
    <section aria-labelledby="addresses-heading">
      <div className={styles.sectionHeader}>
        <h2 id="addresses-heading" className={styles.sectionTitle}>
          Sổ địa chỉ
        </h2>
        {mode.kind === 'closed' && (
          <ShopButton variant="primary" onClick={() => setMode({ kind: 'add' })}>
            Thêm địa chỉ
          </ShopButton>
        )}
      </div>
      {mode.kind !== 'closed' && (
        <Suspense fallback={<PageSpinner label="Đang tải biểu mẫu địa chỉ..." />}>
          <AddressForm
            key={mode.kind === 'edit' ? mode.address.id : 'new'}
            address={mode.kind === 'edit' ? mode.address : undefined}
            saving={actions.saving}
            onSave={save}
            onCancel={() => setMode({ kind: 'closed' })}
          />
        </Suspense>
      )}
      {addresses.length === 0 ? (
        <p className={styles.empty}>Bạn chưa lưu địa chỉ nào. Thêm địa chỉ để đặt hàng nhanh hơn.</p>
      ) : (
        <ul className={styles.addressList}>
          {addresses.map((a) => (
            <AddressCard
              key={a.id}
              address={a}
              provinces={provinces}
              busy={actions.saving || actions.removing}
              onEdit={() => setMode({ kind: 'edit', address: a })}
              onMakeDefault={() =>
                run(() => actions.update(a.id, { ...toAddressInput(a), isDefault: true }), 'Đã đặt làm địa chỉ mặc định', 'Cập nhật địa chỉ thất bại')
              }
              onDelete={async () => {
                const removed = await run(() => actions.remove(a.id), 'Xóa địa chỉ thành công', 'Xóa địa chỉ thất bại');
                if (removed && mode.kind === 'edit' && mode.address.id === a.id) setMode({ kind: 'closed' });
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
