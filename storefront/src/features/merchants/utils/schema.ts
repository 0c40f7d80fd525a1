import { z } from 'zod';
import { email, isPhoneNumber, password, PHONE_FORMAT_INVALID, requiredText } from '@/lib/validation';

export const BUSINESS_MIN = 10;
/** Spec §5, Merchant application: name; email valid when given; phone (the spec's or a Kenyan one); brand; business at least 10. */
export const merchantSchema = z.object({
  name: requiredText('Name is required.'),
  email: z.string().trim().refine((value) => value === '' || z.email().safeParse(value).success, 'Email format is invalid.'),
  phoneNumber: requiredText('Phone number is required.').refine(isPhoneNumber, PHONE_FORMAT_INVALID),
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
