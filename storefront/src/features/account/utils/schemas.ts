import { z } from 'zod';
import { password } from '@/lib/validation';

const name = (label: string) => z.string().trim().max(100, `${label} may not be longer than 100 characters.`);

/** Account Details: first name, last name and phone number (the fields PUT /api/user accepts). */
export const profileSchema = z.object({
  firstName: name('First Name'),
  lastName: name('Last Name'),
  phoneNumber: z
    .string()
    .trim()
    .regex(/^[0-9+()\-.\s]*$/, 'Phone number format is invalid.')
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
