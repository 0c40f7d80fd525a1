/** A category as the dashboard's calls return it (spec §3): active or not, with its product ids. */
export interface ManagedCategory {
  _id: string;
  name: string;
  slug: string;
  description: string;
  isActive: boolean;
  products: string[];
  created?: string;
}

export interface CategoryMessageResponse {
  success: boolean;
  message: string;
}
