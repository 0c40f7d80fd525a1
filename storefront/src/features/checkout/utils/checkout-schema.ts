import { z } from 'zod';
import { KENYAN_PHONE_PATTERN } from '@/lib/validation';

export const NEW_ADDRESS = 'new';

export const CHECKOUT_MESSAGES = {
  county: 'Please choose a county.',
  town: 'Town is required.',
  street: 'Estate / street is required.',
  station: 'Please choose a pickup station.',
  phone: 'Please enter a valid Kenyan phone number, e.g. 0712 345 678 or +254 712 345 678.',
  mpesaPhone: 'Please enter the M-Pesa phone number as 07XX XXX XXX or 01XX XXX XXX.',
} as const;

/**
 * The checkout sheet: home delivery to a saved address or a new one (county, town, estate or
 * street, landmark), or a pickup station; a Kenyan phone for the rider in any usual form; pay on
 * delivery, or M-Pesa from a Kenyan phone.
 */
export const checkoutSchema = z
  .object({
    option: z.enum(['home', 'pickup']),
    addressId: z.string(),
    county: z.string(),
    town: z.string().trim().max(200),
    street: z.string().trim().max(200),
    landmark: z.string().trim().max(200),
    stationId: z.string(),
    phone: z.string().trim().regex(KENYAN_PHONE_PATTERN, CHECKOUT_MESSAGES.phone),
    payment: z.enum(['cod', 'mpesa']),
    mpesaPhone: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (values.payment === 'mpesa' && !KENYAN_PHONE_PATTERN.test(values.mpesaPhone)) issue('mpesaPhone', CHECKOUT_MESSAGES.mpesaPhone);
    if (values.option === 'pickup') {
      if (!values.stationId) issue('stationId', CHECKOUT_MESSAGES.station);
      return;
    }
    if (values.addressId !== NEW_ADDRESS) return;
    if (!values.county) issue('county', CHECKOUT_MESSAGES.county);
    if (!values.town) issue('town', CHECKOUT_MESSAGES.town);
    if (!values.street) issue('street', CHECKOUT_MESSAGES.street);
  });

export type CheckoutValues = z.infer<typeof checkoutSchema>;
