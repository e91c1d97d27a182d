import type { Rule } from 'antd/es/form';
import { required } from '../../lib/form-rules';
import { acceptsProvince } from './province.logic';
import { PICK_PROVINCE, PICK_PROVINCE_AGAIN } from './provinces';

/**
 * Rules of a province field for antd's Form (the address form): the same as `provinceChecks`
 * (docs/decisions/0801): required, and one of the list (not checked while the
 * list loads, so a slow list never blocks a valid value).
 */
export const provinceRules = (provinces: readonly string[]): Rule[] => [
  required(PICK_PROVINCE),
  {
    validator: (_rule, city?: string) => (acceptsProvince(provinces, city) ? Promise.resolve() : Promise.reject(new Error(PICK_PROVINCE_AGAIN))),
  },
];
