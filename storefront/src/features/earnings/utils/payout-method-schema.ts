import { z } from 'zod';
import { KENYAN_PHONE_PATTERN } from '@/lib/validation';
import type { PayoutMethodInput, SavedPayoutMethod } from '../types';

const text = (label: string, max: number) =>
  z.string().trim().min(1, `${label} is required.`).max(max, `${label} may not be longer than ${max} characters.`);

/** The payout method form: everything as typed; only the chosen method's fields are checked. */
export const payoutMethodSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('mpesa'),
    // M-Pesa B2C pays Kenyan mobile numbers only: 07…, 01…, +254…, 254…
    phone: z.string().trim().min(1, 'M-Pesa number is required.').regex(KENYAN_PHONE_PATTERN, 'Enter a Kenyan M-Pesa number, e.g. 0712 345 678.'),
    bankName: z.string(),
    branch: z.string(),
    accountName: z.string(),
    accountNumber: z.string(),
    password: z.string(),
  }),
  z.object({
    method: z.literal('bank'),
    phone: z.string(),
    bankName: text('Bank name', 100),
    branch: z.string().trim().max(100, 'Branch may not be longer than 100 characters.'),
    accountName: text('Account name', 100),
    // The API's rule: 4–34 letters, digits, spaces or dashes.
    accountNumber: z
      .string()
      .trim()
      .min(1, 'Account number is required.')
      .regex(/^[0-9A-Za-z -]{4,34}$/, 'Account number must be 4–34 letters, digits, spaces or dashes.'),
    password: z.string(),
  }),
]);
export type PayoutMethodValues = z.infer<typeof payoutMethodSchema>;

export const PASSWORD_NEEDED = 'Enter your password to change your payout method.';

/** Changing a method already saved needs the account's password (the API checks it too). */
export const payoutMethodFormSchema = (hasSaved: boolean) =>
  payoutMethodSchema.superRefine((values, ctx) => {
    if (hasSaved && !values.password) ctx.addIssue({ code: 'custom', path: ['password'], message: PASSWORD_NEEDED });
  });

export const toFormValues = (saved: SavedPayoutMethod | null): PayoutMethodValues => ({
  method: saved?.kind ?? 'mpesa',
  phone: (saved?.kind === 'mpesa' && saved.phone) || '',
  bankName: saved?.bank?.bankName ?? '',
  branch: saved?.bank?.branch ?? '',
  accountName: saved?.bank?.accountName ?? '',
  accountNumber: saved?.bank?.accountNumber ?? '',
  password: '',
});

const withPassword = (values: PayoutMethodValues) => (values.password ? { password: values.password } : {});

/** What PUT /api/earnings/payout-method takes: the chosen method's fields only, and the password when given. */
export const toPayoutMethod = (values: PayoutMethodValues): PayoutMethodInput =>
  values.method === 'mpesa'
    ? { kind: 'mpesa', phone: values.phone.trim(), ...withPassword(values) }
    : {
        ...withPassword(values),
        kind: 'bank',
        bank: {
          bankName: values.bankName.trim(),
          branch: values.branch.trim() || null,
          accountName: values.accountName.trim(),
          accountNumber: values.accountNumber.trim(),
        },
      };
