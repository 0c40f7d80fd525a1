import { describe, expect, it } from 'vitest';
import { daysText, EMPTY_STATION, MAP_LINK_MESSAGE, parseDays, parseFee, STATION_PHONE_MESSAGE, stationSchema } from './schema';

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
    const station = { ...EMPTY_STATION, name: 'Hub', town: 'Thika', county: 'Kiambu', openingHours: 'Daily', isActive: false };
    expect(stationSchema.safeParse(station).success).toBe(true);
    expect(stationSchema.safeParse({ ...station, phone: '0722 000 111', mapUrl: 'https://maps.google.com/?q=1,2' }).success).toBe(true);
  });

  it('takes only a Kenyan phone and an https map link', () => {
    const station = { ...EMPTY_STATION, name: 'Hub', town: 'Thika', county: 'Kiambu', openingHours: 'Daily' };
    const messages = (values: object) => {
      const result = stationSchema.safeParse({ ...station, ...values });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ phone: '12' })).toEqual([STATION_PHONE_MESSAGE]);
    expect(messages({ mapUrl: 'javascript:alert(1)' })).toEqual([MAP_LINK_MESSAGE]);
    expect(messages({ mapUrl: 'http://maps.example' })).toEqual([MAP_LINK_MESSAGE]);
  });
});

describe('parseDays', () => {
  it('takes a range or one number of days; blank promises nothing', () => {
    expect(parseDays('1-2')).toEqual({ days: { minDays: 1, maxDays: 2 } });
    expect(parseDays(' 3 – 5 ')).toEqual({ days: { minDays: 3, maxDays: 5 } });
    expect(parseDays('2')).toEqual({ days: { minDays: 2, maxDays: 2 } });
    expect(parseDays('')).toEqual({ days: null });
    expect(daysText({ minDays: 1, maxDays: 2 })).toBe('1–2');
    expect(daysText(null)).toBe('');
  });

  it('refuses a backward range, too many days and words', () => {
    expect(parseDays('5-3')).toEqual({ error: 'The most days may not be fewer than the fewest.' });
    expect(parseDays('1-90')).toEqual({ error: 'At most 60 days.' });
    expect(parseDays('soon')).toEqual({ error: 'Enter days like 1-2 (or leave it blank for no promise).' });
  });
});
