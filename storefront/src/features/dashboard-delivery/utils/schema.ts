import { z } from 'zod';
import { requiredText } from '@/lib/validation';

/** The fee table's highest fee (the server's cap). */
export const FEE_MAX = 100_000;

const text = (label: string, max = 100) =>
  requiredText(`${label} is required.`).max(max, `${label} may not be longer than ${max} characters.`);

/** A pickup station (the server's rules and messages): name, town, county, opening hours, open or closed. */
export const stationSchema = z.object({
  name: text('Name'),
  town: text('Town'),
  county: requiredText("Please choose one of Kenya's 47 counties."),
  openingHours: text('Opening hours', 200),
  isActive: z.boolean(),
});
export type StationValues = z.infer<typeof stationSchema>;

export const EMPTY_STATION: StationValues = { name: '', town: '', county: '', openingHours: '', isActive: true };

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
