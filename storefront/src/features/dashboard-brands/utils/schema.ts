import { z } from 'zod';
import { description, requiredText, slug } from '@/lib/validation';

const fields = {
  name: requiredText('Name is required.').max(100, 'Name may not be longer than 100 characters.'),
  description: description(),
  isActive: z.boolean(),
};

/** Brand add (spec §5): name required; description required, at most 200. */
export const addBrandSchema = z.object({ ...fields, slug: z.string() });

/** Brand edit (spec §5): also a slug of letters, digits, dashes and underscores. */
export const editBrandSchema = z.object({ ...fields, slug: slug() });

export type BrandValues = z.infer<typeof addBrandSchema>;

export const EMPTY_BRAND: BrandValues = { name: '', slug: '', description: '', isActive: true };
