import { z } from 'zod';
import { EMAIL_INVALID, EMAIL_PATTERN, EMAIL_REQUIRED } from './email-rule';

// The shop's Content-Security-Policy allows no eval: zod would otherwise try `new Function` on
// its first parse (refused, and reported as a CSP violation) before falling back to this.
z.config({ jitless: true });

/** Zod building blocks with the spec's messages (§5); forms compose them in their feature. */

export const PASSWORD_MIN = 6;

/** Required text: empty or blank gives `message`. */
export const requiredText = (message: string) => z.string().trim().min(1, message);

/** The shared e-mail rule (lib/email-rule.ts) as a zod schema. */
export const email = () => z.string().trim().min(1, EMAIL_REQUIRED).regex(EMAIL_PATTERN, EMAIL_INVALID);

/** '{label} is required.' then '{label} must be at least 6 characters.'. */
export const password = (label = 'Password') =>
  z
    .string()
    .min(1, `${label} is required.`)
    .min(PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters.`);

/** 10 digits, with optional parentheses around the first three and separators (spec §5). */
export const PHONE_PATTERN = /^\(?\d{3}\)?[-.\s]?\d{3}[-.\s]?\d{4}$/;
/** A Kenyan number as people write it: 07XX XXX XXX, 01XX XXX XXX, +254 7XX XXX XXX, 254 1XX…, spaces or dashes optional. */
export const KENYAN_PHONE_PATTERN = /^(?:\+?254[-\s]?|0)[17]\d{2}[-\s]?\d{3}[-\s]?\d{3}$/;
export const PHONE_FORMAT_INVALID = 'Phone number format is invalid.';

/**
 * The one phone rule of the shop's forms (profile, merchant application): the spec's 10-digit
 * pattern or a Kenyan number; the server stores a Kenyan one as +254XXXXXXXXX.
 */
export const isPhoneNumber = (value: string): boolean => PHONE_PATTERN.test(value) || KENYAN_PHONE_PATTERN.test(value);

/** Spec §9: descriptions of products, categories and brands are at most 200 characters. */
export const DESCRIPTION_MAX = 200;

/** Letters, digits, dashes and underscores only (spec §5 sku and slug rule). */
export const SLUG_PATTERN = /^[a-zA-Z0-9_-]+$/;

/** Required description of at most 200 characters (spec §5). */
export const description = () =>
  requiredText('Description is required.').max(
    DESCRIPTION_MAX,
    `Description may not be greater than ${DESCRIPTION_MAX} characters.`,
  );

/** Required slug with the spec's character rule (spec §5 edit forms). */
export const slug = () =>
  requiredText('Slug is required.').regex(
    SLUG_PATTERN,
    'Slug may have alpha-numeric characters, as well as dashes and underscores only.',
  );
