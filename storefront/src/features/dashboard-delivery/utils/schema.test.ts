import { describe, expect, it } from 'vitest';
import { EMPTY_STATION, parseFee, stationSchema } from './schema';

describe('parseFee', () => {
  it('takes shillings with up to two decimals; blank and 0 are free', () => {
    expect(parseFee('250')).toEqual({ fee: 250 });
    expect(parseFee(' 99.5 ')).toEqual({ fee: 99.5 });
    expect(parseFee('1,500')).toEqual({ fee: 1500 });
    expect(parseFee('0')).toEqual({ fee: 0 });
    expect(parseFee('')).toEqual({ fee: 0 });
    expect(parseFee('100000')).toEqual({ fee: 100000 });
  });

  it('refuses what is not an amount, a negative one and one over Kes. 100,000', () => {
    for (const typed of ['abc', '-5', '1.234', '1e3', 'Kes 200']) {
      expect(parseFee(typed)).toEqual({ error: 'Enter an amount in Kes., e.g. 250 (0 is free).' });
    }
    expect(parseFee('100000.01')).toEqual({ error: 'A fee may not be more than Kes. 100,000.' });
  });
});

describe('stationSchema', () => {
  it("needs a name, town, county and opening hours, with the server's messages", () => {
    const result = stationSchema.safeParse(EMPTY_STATION);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      'Name is required.',
      'Town is required.',
      "Please choose one of Kenya's 47 counties.",
      'Opening hours is required.',
    ]);
    expect(stationSchema.safeParse({ name: 'Hub', town: 'Thika', county: 'Kiambu', openingHours: 'Daily', isActive: false }).success).toBe(true);
  });
});
