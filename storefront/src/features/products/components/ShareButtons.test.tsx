import { describe, expect, it } from 'vitest';
import { productShareUrl } from './ShareButtons';

describe('productShareUrl', () => {
  it("shares a path link, which link previews read (they never send the hash route's part after #)", () => {
    expect(productShareUrl('kikoy-towel')).toBe(`${window.location.origin}/product/kikoy-towel`);
    expect(productShareUrl('a b')).toBe(`${window.location.origin}/product/a%20b`);
  });
});
