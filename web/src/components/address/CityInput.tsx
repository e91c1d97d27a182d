import Select from 'antd/es/select';
import { isProvince, matchesProvince } from './province.logic';
import { useProvinces } from './provinces';

interface CityInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * The province or city (address form, checkout; issue 12 item 4): one of the 34 units of the 2025
 * list, fetched here, found by typing with or without accents. A saved value outside the list is
 * not shown as chosen: the form's `provinceRules` ask to pick it again.
 */
export function CityInput({ id, value, onChange }: CityInputProps) {
  const { provinces, loading } = useProvinces();
  return (
    <Select<string>
      id={id}
      value={isProvince(provinces, value) ? value : undefined}
      onChange={onChange}
      loading={loading}
      options={provinces.map((p) => ({ value: p, label: p }))}
      showSearch={{ filterOption: (typed, option) => matchesProvince(String(option?.value ?? ''), typed) }}
      placeholder="Chọn tỉnh/thành phố"
      notFoundContent="Không tìm thấy tỉnh/thành phố"
      suffixIcon={null}
    />
  );
}
