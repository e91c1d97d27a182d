import { z } from 'zod';
import { hasControlCharacters } from './validation';

const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((v) => !hasControlCharacters(v));
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => v ?? null);

/**
 * SePay's webhook body (decision 0701); unknown fields are ignored, amounts are whole dong. Payments
 * validates each notification with it, and the gateway's OpenAPI document describes the body from it.
 */
export const sepayTransaction = z.object({
  id: z.union([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)]),
  gateway: optionalText(100),
  transactionDate: optionalText(40),
  accountNumber: optionalText(40),
  code: optionalText(100),
  content: text(1000)
    .nullish()
    .transform((v) => v ?? ''),
  transferType: z.enum(['in', 'out']),
  transferAmount: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  accumulated: z.number().nullish(),
  subAccount: optionalText(40),
  referenceCode: optionalText(100),
  description: optionalText(2000),
  /** The sender's account, when the bank's notification carries it (not every bank does): staff may refund to it (decision 0730). */
  counterAccountNumber: optionalText(40),
  counterAccountName: optionalText(100),
  /** The sender's bank as its NAPAS BIN. */
  counterAccountBankId: optionalText(20),
});

export type SepayTransaction = z.infer<typeof sepayTransaction>;
