import { z } from 'zod';
import { requiredText } from '@/lib/validation';

export const ZIPCODE_MIN = 5;

/**
 * Address add and edit (spec §5): address, city, state, country and zipCode required, the
 * zipcode at least 5 characters (the server applies the same rule when editing).
 */
export const addressSchema = z.object({
  address: requiredText('Address is required.'),
  city: requiredText('City is required.'),
  state: requiredText('State is required.'),
  country: requiredText('Country is required.'),
  zipCode: requiredText('Zipcode is required.').min(ZIPCODE_MIN, `Zipcode must be at least ${ZIPCODE_MIN} characters.`),
  isDefault: z.boolean(),
});
export type AddressValues = z.infer<typeof addressSchema>;

export const EMPTY_ADDRESS: AddressValues = {
  address: '',
  city: '',
  state: '',
  country: '',
  zipCode: '',
  isDefault: false,
};
