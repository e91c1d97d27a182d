import { z } from 'zod';
import { defineEvent } from './envelope';

export const UserRegistered = defineEvent(
  'identity.UserRegistered',
  1,
  z.object({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(['customer', 'admin', 'seller']),
    registeredAt: z.string(),
  }),
);
