import { z } from 'zod';

/** Zod building blocks with the spec's messages (§5); forms compose them in their feature. */

export const PASSWORD_MIN = 6;

/** Required text: empty or blank gives `message`. */
export const requiredText = (message: string) => z.string().trim().min(1, message);

export const email = () =>
  z.string().trim().min(1, 'Email is required.').pipe(z.email('Email format is invalid.'));

/** '{label} is required.' then '{label} must be at least 6 characters.'. */
export const password = (label = 'Password') =>
  z
    .string()
    .min(1, `${label} is required.`)
    .min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters.`);
