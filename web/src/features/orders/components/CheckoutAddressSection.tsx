import { addressText } from '../../../components/address/address-text.logic';
import { CityInput } from '../../../components/address/CityInput';
import { oldCityNote } from '../../../components/address/provinces';
import { WardSelect } from '../../../components/address/WardSelect';
import { controlProps, FieldFrame, RadioGroup, TextField } from '../../../components/form/fields';
import fieldStyles from '../../../components/form/form.module.css';
import type { LightForm } from '../../../components/form/use-light-form';
import { addressValues, NEW_ADDRESS, type CheckoutValues, type SavedAddress } from '../lib/checkout-form.logic';
import styles from './orders.module.css';

interface CheckoutAddressSectionProps {
  form: LightForm<CheckoutValues>;
  /** The customer's saved addresses, offered as a choice above the fields. */
  addresses: readonly SavedAddress[];
  /** The 2025 province list; empty while it loads. */
  provinces: readonly string[];
  /** 'Lưu địa chỉ này': the address typed here is saved to the account with the order. */
  saveAddress: boolean;
  onSaveAddress: (save: boolean) => void;
}

/** The shipping address: a saved one (which the customer may still edit for this order) or one typed here. */
export function CheckoutAddressSection({ form, addresses, provinces, saveAddress, onSaveAddress }: CheckoutAddressSectionProps) {
  const { city, ward, savedAddress } = form.values;
  const cityField = controlProps(form, 'city');
  const wardField = controlProps(form, 'ward');
  const cityNote = oldCityNote(provinces, city);

  const chooseAddress = (id: string) => {
    const address = addresses.find((a) => a.id === id);
    if (address) form.setValues(addressValues(address));
    else form.setValues({ savedAddress: NEW_ADDRESS, addressLine: '', ward: '', district: '', city: '' });
  };

  return (
    <section className={styles.panel} aria-labelledby="checkout-address">
      <h2 id="checkout-address" className={styles.panelTitle}>
        Địa chỉ giao hàng
      </h2>
      {addresses.length > 0 && (
        <div className={fieldStyles.item}>
          <div className={fieldStyles.label}>
            <span id="checkout_savedAddress_label" className={fieldStyles.groupLabel}>
              Chọn địa chỉ đã lưu
            </span>
          </div>
          <RadioGroup
            form={form}
            name="savedAddress"
            labelledBy="checkout_savedAddress_label"
            onChoose={chooseAddress}
            choices={[
              ...addresses.map((a) => ({
                value: a.id,
                label: (
                  <>
                    <strong>{a.fullName}</strong> · {a.phone}
                    <br />
                    <span className={styles.muted}>{addressText(a)}</span>
                  </>
                ),
              })),
              { value: NEW_ADDRESS, label: 'Nhập địa chỉ khác' },
            ]}
          />
        </div>
      )}
      <div className={styles.grid}>
        <TextField form={form} name="fullName" label="Họ tên người nhận" autoComplete="shipping name" maxLength={100} />
        <TextField form={form} name="recipientPhone" label="Số điện thoại người nhận" type="tel" autoComplete="shipping tel" inputMode="tel" maxLength={10} />
      </div>
      <TextField
        form={form}
        name="addressLine"
        label="Địa chỉ cụ thể"
        extra="Số nhà, tên đường, thôn/xóm"
        autoComplete="shipping street-address"
        maxLength={255}
      />
      <div className={styles.grid}>
        <FieldFrame id={cityField.id} label="Tỉnh/Thành phố" error={cityField.error} extra={cityNote}>
          <CityInput
            id={cityField.id}
            value={city}
            onChange={(value) => form.setValues({ city: value, ward: '', district: '' })}
            {...cityField.aria}
            aria-describedby={[cityField.aria['aria-describedby'], cityNote && `${cityField.id}_extra`].filter(Boolean).join(' ') || undefined}
          />
        </FieldFrame>
        <FieldFrame id={wardField.id} label="Phường/Xã" error={wardField.error}>
          <WardSelect
            id={wardField.id}
            province={provinces.includes(city) ? city : ''}
            value={ward}
            onChange={(value) => form.setValue('ward', value)}
            {...wardField.aria}
          />
        </FieldFrame>
      </div>
      {savedAddress === NEW_ADDRESS && (
        <label className={fieldStyles.checkbox}>
          <input
            id="checkout_saveAddress"
            type="checkbox"
            className={fieldStyles.checkboxInput}
            checked={saveAddress}
            onChange={(event) => onSaveAddress(event.target.checked)}
          />
          <span className={fieldStyles.checkboxLabel}>Lưu địa chỉ này</span>
        </label>
      )}
      {savedAddress && savedAddress !== NEW_ADDRESS && <p className={styles.muted}>Bạn có thể sửa địa chỉ đã chọn cho riêng đơn hàng này.</p>}
    </section>
  );
}
