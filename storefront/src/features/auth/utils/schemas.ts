import { z } from 'zod';
import { email, password, requiredText } from '@/lib/validation';

/** Spec §5, Login: email required and valid; password required, min 6. */
export const loginSchema = z.object({ email: email(), password: password() });
export type LoginValues = z.infer<typeof loginSchema>;

/** Spec §5, Signup: email, password (min 6), first and last name required. */
export const signupSchema = z.object({
  email: email(),
  firstName: requiredText('First Name is required.'),
  lastName: requiredText('Last Name is required.'),
  password: password(),
  isSubscribed: z.boolean(),
});
export type SignupValues = z.infer<typeof signupSchema>;

/** Spec §5, Forgot password: email required (and valid). */
export const forgotPasswordSchema = z.object({ email: email() });
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const PASSWORDS_MUST_MATCH = 'Confirm password and password fields must match.';

/** Spec §5, Reset by token: both min 6, and the confirmation equal to the password. */
export const resetPasswordSchema = z
  .object({ password: password(), confirmPassword: password('Confirm password') })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_MUST_MATCH,
    path: ['confirmPassword'],
  });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
