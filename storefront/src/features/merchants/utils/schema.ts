import { z } from 'zod';
import { email, password, requiredText } from '@/lib/validation';

export const BUSINESS_MIN = 10;
/** 10 digits, with optional parentheses around the first three and separators (spec §5). */
export const PHONE_PATTERN = /^\(?\d{3}\)?[-.\s]?\d{3}[-.\s]?\d{4}$/;
/** A Kenyan mobile as people write it: 07XX XXX XXX, 01XX XXX XXX, +254 7XX XXX XXX, 254 1XX…, spaces or dashes optional. */
export const KENYAN_PHONE_PATTERN = /^(?:\+?254[-\s]?|0)[17]\d{2}[-\s]?\d{3}[-\s]?\d{3}$/;

const isPhone = (value: string): boolean => PHONE_PATTERN.test(value) || KENYAN_PHONE_PATTERN.test(value);

/** Spec §5, Merchant application: name; email valid when given; phone (the spec's or a Kenyan one); brand; business at least 10. */
export const merchantSchema = z.object({
  name: requiredText('Name is required.'),
  email: z.string().trim().refine((value) => value === '' || z.email().safeParse(value).success, 'Email format is invalid.'),
  phoneNumber: requiredText('Phone number is required.').refine(isPhone, 'Phone number format is invalid.'),
  brand: requiredText('Brand is required.'),
  business: requiredText('Business is required.').min(BUSINESS_MIN, `Business must be at least ${BUSINESS_MIN} characters.`),
});
export type MerchantValues = z.infer<typeof merchantSchema>;

export const EMPTY_MERCHANT: MerchantValues = { name: '', email: '', phoneNumber: '', brand: '', business: '' };

/** Spec §5, merchant sign-up: the customer sign-up's rules without the newsletter. */
export const merchantSignupSchema = z.object({
  email: email(),
  firstName: requiredText('First Name is required.'),
  lastName: requiredText('Last Name is required.'),
  password: password(),
});
export type MerchantSignupValues = z.infer<typeof merchantSignupSchema>;
