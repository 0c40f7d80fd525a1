import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/email-rule';
import { KENYAN_PHONE_PATTERN } from '@/lib/validation';

/** 'DK-10023', 'dk 10023', '#10023' or '10023', as the server reads an order number. */
const ORDER_NUMBER = /^#?\s*(?:dk\s*-?\s*)?\d{1,12}$/i;

export const NUMBER_REQUIRED = 'Enter the order number, e.g. DK-10023.';
export const CONTACT_INVALID = 'Enter the phone number (e.g. 0712 345 678) or e-mail the order was placed with.';

/** The tracking form: the order's number and the phone (any Kenyan format) or e-mail it was placed with. */
export const trackSchema = z.object({
  number: z.string().trim().regex(ORDER_NUMBER, NUMBER_REQUIRED),
  contact: z
    .string()
    .trim()
    .refine((value) => (value.includes('@') ? EMAIL_PATTERN.test(value) : KENYAN_PHONE_PATTERN.test(value)), CONTACT_INVALID),
});
export type TrackValues = z.infer<typeof trackSchema>;
