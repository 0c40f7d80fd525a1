import { z } from 'zod';
import { description, requiredText, slug } from '@/lib/validation';

const fields = {
  name: requiredText('Name is required.').max(100, 'Name may not be longer than 100 characters.'),
  description: description(),
  products: z.array(z.string()).min(1, 'Products are required.'),
};

/** Category add (spec §5): name, description (at most 200) and products required. */
export const addCategorySchema = z.object({ ...fields, slug: z.string() });

/** Category edit (spec §5): also a slug of letters, digits, dashes and underscores. */
export const editCategorySchema = z.object({ ...fields, slug: slug() });

export type CategoryValues = z.infer<typeof addCategorySchema>;

export const EMPTY_CATEGORY: CategoryValues = { name: '', slug: '', description: '', products: [] };
