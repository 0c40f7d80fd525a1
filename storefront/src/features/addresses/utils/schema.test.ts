import { describe, expect, it } from 'vitest';
import { addressSchema, EMPTY_ADDRESS, type AddressValues } from './schema';

const messages = (values: Partial<AddressValues>) => {
  const result = addressSchema.safeParse({ ...EMPTY_ADDRESS, ...values });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

const kenyan: Partial<AddressValues> = { address: 'Kimathi Street 12', city: 'Nairobi', county: 'Nairobi' };

describe('addressSchema', () => {
  it('needs address, city and a county in Kenya, but no state or zipcode', () => {
    expect(messages({})).toEqual(['address: Address is required.', 'city: City is required.', 'county: Please choose a county.']);
    expect(messages(kenyan)).toEqual([]);
    expect(messages({ ...kenyan, country: ' kenya ' })).toEqual([]);
  });

  it("keeps the spec's rules for another country, and needs no county there", () => {
    expect(messages({ address: '1 Main St', city: 'Kampala', country: 'Uganda' })).toEqual([
      'state: State is required.',
      'zipCode: Zipcode is required.',
    ]);
    expect(messages({ address: '1 Main St', city: 'Kampala', country: 'Uganda', state: 'Central', zipCode: '25600' })).toEqual([]);
    expect(messages({ ...kenyan, country: '' })).toEqual(['country: Country is required.', 'state: State is required.', 'zipCode: Zipcode is required.']);
  });

  it('checks a zipcode that is given: at least 5 characters, in Kenya too', () => {
    expect(messages({ ...kenyan, zipCode: '001' })).toEqual(['zipCode: Zipcode must be at least 5 characters.']);
    expect(messages({ ...kenyan, zipCode: '00100' })).toEqual([]);
  });

  it("takes the rider's phone in Kenya's usual forms, or none", () => {
    for (const phone of ['', '0712 345 678', '0712345678', '0110 123 456', '+254 712 345 678', '254712345678', '+254-712-345-678']) {
      expect(messages({ ...kenyan, phone })).toEqual([]);
    }
    for (const phone of ['12345', '0812 345 678', '+1 555 123 4567', 'call me']) {
      expect(messages({ ...kenyan, phone })).toEqual([
        'phone: Please enter a valid Kenyan phone number, e.g. 0712 345 678 or +254 712 345 678.',
      ]);
    }
  });
});
