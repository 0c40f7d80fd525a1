/** Shapes of the shop API (spec §7); ids are strings. */

export interface Category {
  _id: string;
  name: string;
  slug: string;
  description: string;
  isActive: boolean;
}

export interface Brand {
  _id: string;
  name: string;
  slug: string;
  description: string;
  isActive: boolean;
  merchant: { _id: string; name: string } | null;
}

export interface Ref {
  _id: string;
  name: string;
  slug: string;
}

export interface Product {
  _id: string;
  sku: string;
  name: string;
  slug: string;
  description: string;
  price: number;
  quantity: number;
  inventory: number;
  taxable: boolean;
  isActive: boolean;
  isAddon: boolean;
  imageUrl: string | null;
  /** Stored file names, served at /api/files/{name}. */
  images: string[];
  /** Per image (same order): a `srcset` of its WebP copies at responsive widths, "" when it has none. */
  webpSrcsets?: string[];
  variants: string[];
  brand: Ref | null;
  category: Ref | null;
  categoryDescription: string | null;
  averageRating: number;
  totalReviews: number;
  /** Whether the signed-in shopper wishlisted it (absent for visitors). */
  isLiked?: boolean;
  /** Add-on products offered with this one (product item route only). */
  addons?: Product[];
}

export interface CategoryListResponse {
  categories: Category[];
}

export interface BrandListResponse {
  brands: Brand[];
}

export interface ProductListResponse {
  products: Product[];
  totalPages: number;
  currentPage: number;
  count: number;
}

export interface ProductItemResponse {
  product: Product;
}

/** Query parameters of GET /api/product/list. */
export interface ProductListParams {
  category?: string;
  brand?: string;
  page?: number;
  limit?: number;
  /** 0 newest first, 1 price high to low, 2 price low to high. */
  order?: 0 | 1 | 2;
  name?: string;
  /** Minimum price (Kes.). */
  min?: number;
  /** Maximum price (Kes.). */
  max?: number;
  /** Minimum average rating 0–5 (0 = any). */
  rating?: number;
  isAddon?: boolean;
}
