import { env } from '@shop/config';
import type { Role } from '@shop/contracts';

export interface DemoAccount {
  role: Role;
  name: string;
  email: string;
  password: string;
}

/** The demo logins of README.md; each overridable by env (DEMO_ADMIN_EMAIL, DEMO_ADMIN_PASSWORD, …). */
export function demoAccounts(): DemoAccount[] {
  const account = (role: Role, name: string): DemoAccount => {
    const upper = role.toUpperCase();
    return {
      role,
      name: env(`DEMO_${upper}_NAME`, name),
      email: env(`DEMO_${upper}_EMAIL`, `${role}@example.com`).trim().toLowerCase(),
      password: env(`DEMO_${upper}_PASSWORD`, `${role}123`),
    };
  };
  return [account('admin', 'Quản trị viên'), account('seller', 'Nhân viên bán hàng'), account('customer', 'Nguyễn Văn Khách')];
}
