import { z } from 'zod';
import { KENYAN_PHONE_PATTERN, requiredText } from '@/lib/validation';

export const ZIPCODE_MIN = 5;

/** The shop's country: its addresses take a county and need no state or postal code. */
export const KENYA = 'Kenya';

export const isKenya = (country: string): boolean => country.trim().toLowerCase() === KENYA.toLowerCase();

export const COUNTY_REQUIRED = 'Please choose a county.';
export const RIDER_PHONE_INVALID = 'Please enter a valid Kenyan phone number, e.g. 0712 345 678 or +254 712 345 678.';

/**
 * Address add and edit (spec §5) with Kenya's fields: address (estate / street), city (town),
 * country required; in Kenya a county (one of the 47) is required and state and zipCode are
 * optional, elsewhere state and zipCode are required (spec's messages). A zipcode, when given, is
 * at least 5 characters. Landmark and the rider's phone (a Kenyan number: 07XX…, 01XX…, +254…,
 * 254…, spaces allowed; the server stores +254XXXXXXXXX) are optional.
 */
export const addressSchema = z
  .object({
    address: requiredText('Address is required.'),
    city: requiredText('City is required.'),
    state: z.string().trim(),
    country: requiredText('Country is required.'),
    zipCode: z.string().trim(),
    county: z.string().trim(),
    landmark: z.string().trim().max(200, 'Landmark is too long.'),
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || KENYAN_PHONE_PATTERN.test(value), RIDER_PHONE_INVALID),
    isDefault: z.boolean(),
  })
  .superRefine((values, ctx) => {
    const inKenya = isKenya(values.country);
    if (inKenya && !values.county) ctx.addIssue({ code: 'custom', path: ['county'], message: COUNTY_REQUIRED });
    if (!inKenya && !values.state) ctx.addIssue({ code: 'custom', path: ['state'], message: 'State is required.' });
    if (!inKenya && !values.zipCode) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'Zipcode is required.' });
    if (values.zipCode && values.zipCode.length < ZIPCODE_MIN) {
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: `Zipcode must be at least ${ZIPCODE_MIN} characters.` });
    }
  });
export type AddressValues = z.infer<typeof addressSchema>;

export const EMPTY_ADDRESS: AddressValues = {
  address: '',
  city: '',
  state: '',
  country: KENYA,
  zipCode: '',
  county: '',
  landmark: '',
  phone: '',
  isDefault: false,
};
