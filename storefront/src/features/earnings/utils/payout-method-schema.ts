import { z } from 'zod';
import { KENYAN_PHONE_PATTERN } from '@/lib/validation';
import type { PayoutMethod } from '../types';

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} may not be longer than ${max} characters.`);

/** The payout method form: everything as typed; only the chosen method's fields are checked. */
export const payoutMethodSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('mpesa'),
    // M-Pesa B2C pays Kenyan mobile numbers only: 07…, 01…, +254…, 254…
    phone: z.string().trim().min(1, 'M-Pesa number is required.').regex(KENYAN_PHONE_PATTERN, 'Enter a Kenyan M-Pesa number, e.g. 0712 345 678.'),
    bankName: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
  }),
  z.object({
    method: z.literal('bank'),
    phone: z.string(),
    bankName: text('Bank name', 100),
    accountName: text('Account name', 100),
    accountNumber: text('Account number', 40).regex(/^[0-9A-Za-z -]+$/, 'Account number may have only letters, digits, spaces and dashes.'),
  }),
]);
export type PayoutMethodValues = z.infer<typeof payoutMethodSchema>;

export const toFormValues = (saved: PayoutMethod | null): PayoutMethodValues => ({
  method: saved?.method ?? 'mpesa',
  phone: saved?.method === 'mpesa' ? saved.phone : '',
  bankName: saved?.method === 'bank' ? saved.bankName : '',
  accountName: saved?.method === 'bank' ? saved.accountName : '',
  accountNumber: saved?.method === 'bank' ? saved.accountNumber : '',
});

/** What PUT /api/earnings/payout-method takes: the chosen method's fields only. */
export const toPayoutMethod = (values: PayoutMethodValues): PayoutMethod =>
  values.method === 'mpesa'
    ? { method: 'mpesa', phone: values.phone.trim() }
    : { method: 'bank', bankName: values.bankName.trim(), accountName: values.accountName.trim(), accountNumber: values.accountNumber.trim() };
