import { useQuery } from '@apollo/client/react';
import AutoComplete from 'antd/es/auto-complete';
import { PROVINCES } from '../api/account.documents';

/** Lower case without Vietnamese diacritics, so "ha noi" finds "Hà Nội". */
const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();

interface CityInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}

/** The province or city: suggestions from the `provinces` list, and any text is accepted too. */
export function CityInput({ id, value, onChange }: CityInputProps) {
  const provinces = useQuery(PROVINCES).data?.provinces ?? [];
  const typed = fold(value ?? '');
  const options = provinces.filter((p) => fold(p).includes(typed)).map((p) => ({ value: p }));
  return <AutoComplete id={id} value={value} onChange={onChange} options={options} placeholder="Chọn hoặc nhập tỉnh/thành phố" />;
}
