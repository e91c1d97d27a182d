import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { required } from '../../../lib/form-rules';
import type { Address, AddressInput } from '../api/account.documents';
import { CityInput } from '../../../components/address/CityInput';
import { provinceRules } from '../../../components/address/province-rules';
import { oldCityNote, useProvinces } from '../../../components/address/provinces';
import { WardSelect } from '../../../components/address/WardSelect';
import styles from './account.module.css';

interface AddressFormProps {
  /** The address being edited; none in add mode. */
  address?: Address;
  saving: boolean;
  onSave: (input: AddressInput) => void;
  onCancel: () => void;
}

const blankToNull = (v?: string | null) => (v?.trim() ? v.trim() : null);

/**
 * Add or edit an address (product §10, §12): full name, phone, address line and city are required
 * (the phone format is not checked here); the ward is optional, picked from the province's list
 * (decision 0108). Only an address saved earlier with a district shows its 'Quận/Huyện' field.
 */
export function AddressForm({ address, saving, onSave, onCancel }: AddressFormProps) {
  const [form] = Form.useForm<AddressInput>();
  const { provinces } = useProvinces();
  // Saved before the 2025 list was enforced: free text the form asks to pick again.
  const city = Form.useWatch('city', form);
  const submit = (v: AddressInput) =>
    onSave({
      fullName: v.fullName.trim(),
      phone: v.phone.trim(),
      addressLine: v.addressLine.trim(),
      ward: blankToNull(v.ward),
      district: blankToNull(v.district),
      city: v.city.trim(),
      isDefault: Boolean(v.isDefault),
    });

  return (
    <section aria-labelledby="address-form-heading" className={styles.addressForm}>
      <h3 id="address-form-heading" className={styles.subTitle}>
        {address ? 'Sửa địa chỉ' : 'Thêm địa chỉ mới'}
      </h3>
      <Form<AddressInput>
        form={form}
        name="address"
        layout="vertical"
        initialValues={address ?? { isDefault: false }}
        onFinish={submit}
        // Another province: its ward (and an old district) no longer go with it.
        onValuesChange={(changed: Partial<AddressInput>) => {
          if ('city' in changed) form.setFieldsValue({ ward: null, district: null });
        }}
        requiredMark={false}
      >
        <div className={styles.grid}>
          <Form.Item label="Họ tên người nhận" name="fullName" rules={[required('Vui lòng nhập họ tên người nhận')]}>
            <Input autoComplete="name" />
          </Form.Item>
          <Form.Item label="Số điện thoại" name="phone" rules={[required('Vui lòng nhập số điện thoại')]}>
            <Input type="tel" autoComplete="tel" inputMode="tel" />
          </Form.Item>
        </div>
        <Form.Item label="Địa chỉ cụ thể" name="addressLine" rules={[required('Vui lòng nhập địa chỉ')]} extra="Số nhà, tên đường, thôn/xóm">
          <Input autoComplete="street-address" />
        </Form.Item>
        <div className={styles.grid}>
          <Form.Item label="Tỉnh/Thành phố" name="city" rules={provinceRules(provinces)} extra={oldCityNote(provinces, city)}>
            <CityInput />
          </Form.Item>
          <Form.Item label="Phường/Xã" name="ward">
            <WardSelect province={city && provinces.includes(city) ? city : ''} />
          </Form.Item>
        </div>
        {address?.district && (
          <Form.Item label="Quận/Huyện" name="district">
            <Input />
          </Form.Item>
        )}
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>Đặt làm địa chỉ mặc định</Checkbox>
        </Form.Item>
        <div className={styles.actions}>
          <Button type="primary" htmlType="submit" loading={saving}>
            {address ? 'Cập nhật địa chỉ' : 'Lưu địa chỉ'}
          </Button>
          <Button onClick={onCancel} disabled={saving}>
            Hủy
          </Button>
        </div>
      </Form>
    </section>
  );
}
