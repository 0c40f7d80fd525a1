import { z } from 'zod';
import { description, requiredText, slug, SLUG_PATTERN } from '@/lib/validation';

export const SKU_MESSAGE = 'Sku may have alpha-numeric characters, as well as dashes and underscores only.';
export const IMAGE_TYPE_MESSAGE = 'Please upload files with jpg, jpeg, png format.';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_COUNT = 10;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A jpg, jpeg or png by name, and by type when the browser gives one. */
export const isImageFile = (file: File): boolean =>
  /\.(jpe?g|png)$/i.test(file.name) && (!file.type || file.type === 'image/jpeg' || file.type === 'image/png');

/** Quantity: a whole number of at least 0 (spec §5, §9). */
const quantity = requiredText('Quantity is required.').superRefine((value, ctx) => {
  if (!NUMBER.test(value)) ctx.addIssue({ code: 'custom', message: 'Quantity must be a number.' });
  else if (!Number.isInteger(Number(value))) ctx.addIssue({ code: 'custom', message: 'Quantity must be a whole number.' });
  else if (Number(value) < 0) ctx.addIssue({ code: 'custom', message: 'Quantity may not be negative.' });
});

/** Price: a number of at least 1 (spec §5, §9). */
const price = requiredText('Price is required.').superRefine((value, ctx) => {
  if (!NUMBER.test(value)) ctx.addIssue({ code: 'custom', message: 'Price must be a number.' });
  else if (Number(value) < 1) ctx.addIssue({ code: 'custom', message: 'Price must be at least 1.' });
});

const images = z
  .array(z.custom<File>((value) => typeof File !== 'undefined' && value instanceof File))
  .min(1, IMAGE_TYPE_MESSAGE)
  .refine((files) => files.every(isImageFile), IMAGE_TYPE_MESSAGE)
  .refine((files) => files.every((file) => file.size <= IMAGE_MAX_BYTES), 'Each image may be at most 5 MB.')
  .refine((files) => files.length <= IMAGE_MAX_COUNT, `A product may have at most ${IMAGE_MAX_COUNT} images.`);

const fields = (withBrand: boolean) => ({
  sku: requiredText('Sku is required.').regex(SLUG_PATTERN, SKU_MESSAGE),
  name: requiredText('Name is required.').max(200, 'Name may not be longer than 200 characters.'),
  description: description(),
  quantity,
  price,
  taxable: z.enum(['1', '0'], { error: 'Taxable is required.' }),
  variants: z.string(),
  brand: withBrand ? requiredText('Brand is required.') : z.string(),
  category: z.string().optional(),
  isActive: z.boolean(),
  isAddon: z.boolean(),
});

/**
 * Product add (spec §5): sku (letters, digits, dashes, underscores), name, description (at most
 * 200), quantity, price, taxable and brand required; one or more jpg, jpeg or png images.
 */
export const addProductSchema = (withBrand = true) =>
  z.object({ ...fields(withBrand), slug: z.string(), images });

/** Product edit (spec §5): as add without images, plus a required slug with the sku's character rule. */
export const editProductSchema = (withBrand = true) =>
  z.object({ ...fields(withBrand), slug: slug(), images: z.array(z.custom<File>()) });

export type ProductValues = z.infer<ReturnType<typeof addProductSchema>>;

/** Spec §9 product defaults: quantity 1, price 1, active, not an add-on, not taxable. */
export const EMPTY_PRODUCT: ProductValues = {
  sku: '',
  name: '',
  slug: '',
  description: '',
  quantity: '1',
  price: '1',
  taxable: '0',
  variants: '',
  brand: '',
  category: '',
  isActive: true,
  isAddon: false,
  images: [],
};

export const TAXABLE_OPTIONS = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
] as const;
