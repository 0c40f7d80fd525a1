/** A brand as the dashboard's calls return it (spec §3): active or not, with its merchant. */
export interface ManagedBrand {
  _id: string;
  name: string;
  slug: string;
  description: string;
  isActive: boolean;
  merchant: { _id: string; name?: string | null } | null;
  created?: string;
}

export interface BrandMessageResponse {
  success: boolean;
  message: string;
}
