import { z } from 'zod';
import { KENYAN_PHONE_PATTERN, requiredText } from '@/lib/validation';

/** The fee table's highest fee (the server's cap). */
export const FEE_MAX = 100_000;

const text = (label: string, max = 100) =>
  requiredText(`${label} is required.`).max(max, `${label} may not be longer than ${max} characters.`);

const optional = (label: string, max = 200) => z.string().trim().max(max, `${label} may not be longer than ${max} characters.`);

export const STATION_PHONE_MESSAGE = 'Please enter a valid Kenyan phone number, e.g. 0712 345 678 or +254 712 345 678.';
export const MAP_LINK_MESSAGE = 'Map link must be a web address starting with https://, e.g. a Google Maps link.';

/**
 * A pickup station (the server's rules and messages): name, town, county, opening hours; where it
 * is (address, landmark), its phone and a map link, each optional; open or closed.
 */
export const stationSchema = z.object({
  name: text('Name'),
  town: text('Town'),
  county: requiredText("Please choose one of Kenya's 47 counties."),
  openingHours: text('Opening hours', 200),
  address: optional('Address'),
  landmark: optional('Landmark'),
  phone: z.string().trim().refine((value) => value === '' || KENYAN_PHONE_PATTERN.test(value), STATION_PHONE_MESSAGE),
  mapUrl: optional('Map link', 500).refine((value) => value === '' || /^https:\/\/\S+$/i.test(value), MAP_LINK_MESSAGE),
  isActive: z.boolean(),
});
export type StationValues = z.infer<typeof stationSchema>;

export const EMPTY_STATION: StationValues = {
  name: '',
  town: '',
  county: '',
  openingHours: '',
  address: '',
  landmark: '',
  phone: '',
  mapUrl: '',
  isActive: true,
};

/** A delivery promise as typed in the days table: "1-2", "1–2" or "3" days; blank is no promise. */
export const DAYS_MAX = 60;

export function parseDays(typed: string): { days: { minDays: number; maxDays: number } | null } | { error: string } {
  const text = typed.trim();
  if (text === '') return { days: null };
  const match = /^(\d{1,2})(?:\s*[-–]\s*(\d{1,2}))?$/.exec(text);
  if (!match) return { error: 'Enter days like 1-2 (or leave it blank for no promise).' };
  const minDays = Number(match[1]);
  const maxDays = Number(match[2] ?? match[1]);
  if (maxDays > DAYS_MAX) return { error: `At most ${DAYS_MAX} days.` };
  if (maxDays < minDays) return { error: 'The most days may not be fewer than the fewest.' };
  return { days: { minDays, maxDays } };
}

/** Days as the table shows them: "1–2", "3", or blank for no promise. */
export const daysText = (days: { minDays: number; maxDays: number } | null | undefined) =>
  !days ? '' : days.minDays === days.maxDays ? String(days.minDays) : `${days.minDays}–${days.maxDays}`;

/**
 * A fee as typed in the table: Kes., 0 (free) up to 100,000, at most two decimals; blank is 0.
 * Returns the amount or the message to show.
 */
export function parseFee(typed: string): { fee: number } | { error: string } {
  const text = typed.trim().replace(/,/g, '');
  if (text === '') return { fee: 0 };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return { error: 'Enter an amount in Kes., e.g. 250 (0 is free).' };
  const fee = Number(text);
  if (fee > FEE_MAX) return { error: 'A fee may not be more than Kes. 100,000.' };
  return { fee };
}
