import { can, type Permission } from '@shop/validation';
import { useAuth } from '../../../lib/auth';

/** Whether the signed-in staff member holds this permission (decision 0430); the services check it again. */
export const useCan = (permission: Permission): boolean => can(useAuth().user?.role, permission);
