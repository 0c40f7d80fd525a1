import { describe, expect, it } from 'vitest';
import { validateEmail } from './email-rule';

describe('validateEmail (the shared e-mail rule)', () => {
  it('requires an email', () => {
    expect(validateEmail('')).toBe('Email is required.');
    expect(validateEmail('   ')).toBe('Email is required.');
  });

  it('requires a valid format', () => {
    expect(validateEmail('abc')).toBe('Email format is invalid.');
    expect(validateEmail('a@b')).toBe('Email format is invalid.');
    expect(validateEmail('a b@c.ke')).toBe('Email format is invalid.');
  });

  it('accepts a valid email', () => {
    expect(validateEmail('wanjiku@example.co.ke')).toBeNull();
  });
});
