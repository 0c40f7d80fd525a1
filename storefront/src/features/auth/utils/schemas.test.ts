import { describe, expect, it } from 'vitest';
import { firstErrors } from '@/testing/first-errors';
import { forgotPasswordSchema, loginSchema, resetPasswordSchema, signupSchema } from './schemas';

describe('login schema (spec §5)', () => {
  it('requires email and password', () => {
    expect(firstErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Email is required.',
      password: 'Password is required.',
    });
  });

  it('checks the email format and the password minimum', () => {
    expect(firstErrors(loginSchema, { email: 'not-an-email', password: '12345' })).toEqual({
      email: 'Email format is invalid.',
      password: 'Password must be at least 6 characters.',
    });
  });

  it('accepts a valid login', () => {
    expect(firstErrors(loginSchema, { email: ' a@b.co ', password: '123456' })).toEqual({});
  });
});

describe('signup schema (spec §5)', () => {
  it('requires email, names and password', () => {
    expect(firstErrors(signupSchema, { email: '', firstName: ' ', lastName: '', password: '', isSubscribed: false })).toEqual({
      email: 'Email is required.',
      firstName: 'First Name is required.',
      lastName: 'Last Name is required.',
      password: 'Password is required.',
    });
  });

  it('checks the email format and the password minimum', () => {
    expect(
      firstErrors(signupSchema, { email: 'x@', firstName: 'A', lastName: 'B', password: 'abc', isSubscribed: true }),
    ).toEqual({ email: 'Email format is invalid.', password: 'Password must be at least 6 characters.' });
  });
});

describe('forgot password schema (spec §5)', () => {
  it('requires a valid email', () => {
    expect(firstErrors(forgotPasswordSchema, { email: '' })).toEqual({ email: 'Email is required.' });
    expect(firstErrors(forgotPasswordSchema, { email: 'nope' })).toEqual({ email: 'Email format is invalid.' });
  });
});

describe('reset by token schema (spec §5)', () => {
  it('requires both passwords with 6 characters', () => {
    expect(firstErrors(resetPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'Password is required.',
      confirmPassword: 'Confirm password is required.',
    });
    expect(firstErrors(resetPasswordSchema, { password: '123', confirmPassword: '123' })).toEqual({
      password: 'Password must be at least 6 characters.',
      confirmPassword: 'Confirm password must be at least 6 characters.',
    });
  });

  it('requires the confirmation to match', () => {
    expect(firstErrors(resetPasswordSchema, { password: 'secret1', confirmPassword: 'secret2' })).toEqual({
      confirmPassword: 'Confirm password and password fields must match.',
    });
    expect(firstErrors(resetPasswordSchema, { password: 'secret1', confirmPassword: 'secret1' })).toEqual({});
  });
});
