import { describe, expect, it } from 'vitest';
import { firstErrors } from '@/testing/first-errors';
import { profileSchema } from './schemas';

const valid = { firstName: 'Wambui', lastName: 'Njeri', phoneNumber: '' };

describe('Account Details phone number (the same rule as /sell)', () => {
  it('takes +254 and 07XX/01XX numbers with spaces, the spec pattern, or nothing', () => {
    for (const phone of ['', '+254 712 345 678', '0712 345 678', '0110 123 456', '254 733 444 555', '+254712345678', '(555) 123-4567']) {
      expect([phone, firstErrors(profileSchema, { ...valid, phoneNumber: phone })]).toEqual([phone, {}]);
    }
  });

  it("refuses anything else with the field's message", () => {
    for (const phone of ['12345', 'call me', '+254 812 345 678', '0712 345 67', '+44 7700 900123']) {
      expect([phone, firstErrors(profileSchema, { ...valid, phoneNumber: phone })]).toEqual([phone, { phoneNumber: 'Phone number format is invalid.' }]);
    }
  });
});
