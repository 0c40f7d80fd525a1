import { describe, expect, it } from 'vitest';
import { firstErrors } from '@/testing/first-errors';
import { merchantSchema, merchantSignupSchema } from './schema';

const valid = { name: 'Wanjiru', email: '', phoneNumber: '0712345678', brand: 'Kikapu', business: 'Handwoven baskets.' };

describe('merchant application rules (spec §5)', () => {
  it('requires name, phone, brand and business with the spec messages', () => {
    expect(firstErrors(merchantSchema, { name: '', email: '', phoneNumber: '', brand: ' ', business: '' })).toEqual({
      name: 'Name is required.',
      phoneNumber: 'Phone number is required.',
      brand: 'Brand is required.',
      business: 'Business is required.',
    });
  });

  it('checks the e-mail only when given, the 10-digit phone and business length', () => {
    expect(firstErrors(merchantSchema, valid)).toEqual({});
    expect(firstErrors(merchantSchema, { ...valid, email: 'nope', phoneNumber: '12345', business: 'Too short' })).toEqual({
      email: 'Email format is invalid.',
      phoneNumber: 'Phone number format is invalid.',
      business: 'Business must be at least 10 characters.',
    });
    for (const phone of ['(071) 234-5678', '071-234-5678', '071.234.5678', '071 234 5678']) {
      expect(firstErrors(merchantSchema, { ...valid, phoneNumber: phone })).toEqual({});
    }
  });

  it('takes Kenyan numbers as people write them: 07…, 01…, +254…, 254…, with spaces or dashes', () => {
    for (const phone of ['0712 345 678', '0112 345 678', '+254 712 345 678', '254 712 345 678', '+254712345678', '254112345678', '0712-345-678']) {
      expect([phone, firstErrors(merchantSchema, { ...valid, phoneNumber: phone })]).toEqual([phone, {}]);
    }
    for (const phone of ['+254 812 345 678', '0812 345 678', '0712 345 67', '+44 7700 900123', '+0712 345 678']) {
      expect([phone, firstErrors(merchantSchema, { ...valid, phoneNumber: phone })]).toEqual([phone, { phoneNumber: 'Phone number format is invalid.' }]);
    }
  });
});

describe('merchant sign-up rules (spec §5)', () => {
  it('needs e-mail, names and a 6-character password', () => {
    expect(firstErrors(merchantSignupSchema, { email: '', firstName: '', lastName: '', password: '' })).toEqual({
      email: 'Email is required.',
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      password: 'Password is required.',
    });
    expect(firstErrors(merchantSignupSchema, { email: 'a@b.co', firstName: 'A', lastName: 'B', password: '12345' })).toEqual({
      password: 'Password must be at least 6 characters.',
    });
  });
});
