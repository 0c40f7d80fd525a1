import { z } from 'zod';
import { KENYAN_PHONE_PATTERN } from '@/lib/validation';
import type { ShippingInput } from '../api/bulk-line-status';

export const RIDER_PHONE_MESSAGE = 'Please enter a valid Kenyan phone number, e.g. 0712 345 678 or +254 712 345 678.';

/** The "Mark shipped" form: a rider (name, Kenyan phone) or a courier (name and waybill, both required). */
export const shipSchema = z
  .object({
    method: z.enum(['rider', 'courier']),
    riderName: z.string().trim(),
    riderPhone: z.string().trim(),
    courier: z.string().trim(),
    waybill: z.string().trim(),
  })
  .superRefine((values, ctx) => {
    const need = (path: 'riderName' | 'courier' | 'waybill', message: string) => {
      if (!values[path]) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    if (values.method === 'rider') {
      need('riderName', "The rider's name is required.");
      if (!KENYAN_PHONE_PATTERN.test(values.riderPhone)) ctx.addIssue({ code: 'custom', path: ['riderPhone'], message: RIDER_PHONE_MESSAGE });
    } else {
      need('courier', 'The courier is required.');
      need('waybill', 'The waybill number is required.');
    }
  });

export type ShipValues = z.infer<typeof shipSchema>;

export const EMPTY_SHIP: ShipValues = { method: 'rider', riderName: '', riderPhone: '', courier: '', waybill: '' };

export const toShippingInput = (values: ShipValues): ShippingInput =>
  values.method === 'rider'
    ? { method: 'rider', riderName: values.riderName, riderPhone: values.riderPhone }
    : { method: 'courier', courier: values.courier, waybill: values.waybill };
