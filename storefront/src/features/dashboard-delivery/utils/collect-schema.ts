import { z } from 'zod';

/** The hand-over check as typed at the station: an order number and the six digits of the buyer's code. */
export const collectSchema = z.object({
  order: z.string().trim().min(1, 'Please enter the order number, e.g. DK-10042.').max(40, 'Please enter the order number, e.g. DK-10042.'),
  code: z.string().trim().regex(/^\d{6}$/, 'A collection code has 6 digits.'),
});
export type CollectValues = z.infer<typeof collectSchema>;
