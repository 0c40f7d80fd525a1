import { z } from 'zod';
import { isPhoneNumber, password, PHONE_FORMAT_INVALID } from '@/lib/validation';

const name = (label: string) => z.string().trim().max(100, `${label} may not be longer than 100 characters.`);

/** Account Details: first name, last name and phone number (the fields PUT /api/user accepts). */
export const profileSchema = z.object({
  firstName: name('First Name'),
  lastName: name('Last Name'),
  // Empty clears it; otherwise the spec's 10-digit pattern or a Kenyan number (the server stores +254XXXXXXXXX).
  phoneNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || isPhoneNumber(value), PHONE_FORMAT_INVALID)
    .max(20, 'Phone number may not be longer than 20 characters.'),
});
export type ProfileValues = z.infer<typeof profileSchema>;

/**
 * Reset for a signed-in user (spec §5): the same minimums as by token, no match rule.
 * `password` is the old password and `confirmPassword` the new one (POST /api/auth/reset).
 */
export const changePasswordSchema = z.object({
  password: password('Old Password'),
  confirmPassword: password('New Password'),
});
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
