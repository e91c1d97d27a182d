import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { requiredCheck, type FieldCheck } from '../../lib/field-checks';
import { acceptsProvince, isProvince } from './province.logic';
import type { ProvincesQuery, ProvincesQueryVariables, WardsQuery, WardsQueryVariables } from '../../lib/graphql/generated';

/** The 34 provinces and cities after the 2025 merger (identity service, docs/decisions/0105). */
export const PROVINCES: TypedDocumentNode<ProvincesQuery, ProvincesQueryVariables> = gql`
  query Provinces {
    provinces
  }
`;

/** The province list (empty while it loads); Apollo's cache asks identity once for every field using it. */
export function useProvinces(): { provinces: string[]; loading: boolean } {
  const query = useQuery(PROVINCES);
  return { provinces: query.data?.provinces ?? [], loading: query.loading };
}

export const PICK_PROVINCE_AGAIN = 'Vui lòng chọn lại tỉnh/thành phố trong danh sách';

export const PICK_PROVINCE = 'Vui lòng chọn tỉnh/thành phố';

/**
 * Checks of a province field (docs/decisions/0801): required, and one of the list
 * (not checked while the list loads, so a slow list never blocks a valid value). For the light
 * forms (checkout); `province-rules.ts` has the same for antd's Form (the address form).
 */
export const provinceChecks = (provinces: readonly string[]): FieldCheck[] => [
  requiredCheck(PICK_PROVINCE),
  (city) => (acceptsProvince(provinces, city ? String(city) : null) ? null : PICK_PROVINCE_AGAIN),
];

/** The note under the field when the value was saved as free text before the list (else undefined). */
export function oldCityNote(provinces: readonly string[], city: string | null | undefined): string | undefined {
  return city && provinces.length > 0 && !isProvince(provinces, city)
    ? `Địa chỉ này đang lưu “${city}”, không có trong danh sách tỉnh/thành phố mới. ${PICK_PROVINCE_AGAIN}.`
    : undefined;
}

/** The wards and communes of a province (identity service, docs/decisions/0105). */
export const WARDS: TypedDocumentNode<WardsQuery, WardsQueryVariables> = gql`
  query Wards($province: String!) {
    wards(province: $province)
  }
`;

/** The wards of the chosen province (none while it loads, or when no listed province is chosen). */
export function useWards(province: string): { wards: string[]; loading: boolean } {
  const query = useQuery(WARDS, { variables: { province }, skip: !province });
  return { wards: province ? (query.data?.wards ?? []) : [], loading: query.loading };
}
