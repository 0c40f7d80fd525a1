import type { ManagedProduct } from '../types';
import type { ProductValues } from './schema';

/** 'red, blue ,, green' → ['red', 'blue', 'green']. */
export const splitVariants = (text: string): string[] =>
  text
    .split(',')
    .map((variant) => variant.trim())
    .filter(Boolean);

/**
 * The multipart body of POST /api/product/add: the fields, variants as comma-separated text,
 * taxable as 1 or 0, and each image as an `image` file. Only admins send isAddon; a merchant's
 * brand is forced to their own by the server anyway.
 */
export function toProductForm(values: ProductValues, isAdmin: boolean): FormData {
  const form = new FormData();
  form.append('sku', values.sku.trim());
  form.append('name', values.name.trim());
  form.append('description', values.description.trim());
  form.append('variants', splitVariants(values.variants).join(','));
  form.append('quantity', values.quantity.trim());
  form.append('price', values.price.trim());
  form.append('taxable', values.taxable);
  form.append('isActive', String(values.isActive));
  if (isAdmin) form.append('isAddon', String(values.isAddon));
  if (values.brand) form.append('brand', values.brand);
  for (const file of values.images) form.append('image', file, file.name);
  return form;
}

export interface ProductChanges {
  sku: string;
  name: string;
  slug: string;
  description: string;
  quantity: number;
  price: number;
  taxable: '1' | '0';
  variants: string[];
  isAddon?: boolean;
  brand?: string;
  /** A category id, or null for none; sent only when it changed (a product may sit in several). */
  category?: string | null;
  /** The photos' file names in their order (those left out are removed). */
  images?: string[];
}

/**
 * The {product} of PUT /api/product/{id}; the add-on flag and the brand only for admins (spec §6);
 * the category only when it differs from the product's (`current`).
 */
export function toProductChanges(values: ProductValues, isAdmin: boolean, current?: ManagedProduct): ProductChanges {
  const category = values.category ?? '';
  const categoryChanged = current !== undefined && category !== (current.category?._id ?? '');
  return {
    sku: values.sku.trim(),
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description.trim(),
    quantity: Number(values.quantity),
    price: Number(values.price),
    taxable: values.taxable,
    variants: splitVariants(values.variants),
    ...(isAdmin && { isAddon: values.isAddon, brand: values.brand }),
    ...(categoryChanged && { category: category || null }),
  };
}

/** The edit form's values from a stored product. */
export const toProductValues = (product: ManagedProduct): ProductValues => ({
  sku: product.sku ?? '',
  name: product.name,
  slug: product.slug,
  description: product.description ?? '',
  quantity: String(product.quantity ?? 0),
  price: String(product.price ?? 1),
  taxable: product.taxable ? '1' : '0',
  variants: (product.variants ?? []).join(', '),
  brand: product.brand?._id ?? '',
  category: product.category?._id ?? '',
  isActive: product.isActive,
  isAddon: product.isAddon,
  images: [],
});
