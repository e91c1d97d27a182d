import fieldStyles from '../form/form.module.css';
import { useWards } from './provinces';

interface WardSelectProps {
  /** Set by the light form, or by antd's Form.Item around it (the address form). */
  id?: string;
  /** The chosen province; the list is empty until one is chosen. */
  province: string;
  value?: string | null;
  onChange?: (value: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * The ward or commune (the 2025 two-level units: province, then ward), picked from the chosen
 * province's list. A ward saved as text before the list stays offered as it is.
 */
export function WardSelect({ id, province, value, onChange, ...aria }: WardSelectProps) {
  const { wards, loading } = useWards(province);
  const options = value && !wards.includes(value) ? [value, ...wards] : wards;
  const placeholder = !province ? 'Chọn tỉnh/thành phố trước' : loading ? 'Đang tải...' : 'Chọn phường/xã';
  return (
    <select {...aria} id={id} className={fieldStyles.input} value={value ?? ''} disabled={!province} onChange={(event) => onChange?.(event.target.value)}>
      <option value="">{placeholder}</option>
      {options.map((ward) => (
        <option key={ward} value={ward}>
          {ward}
        </option>
      ))}
    </select>
  );
}
