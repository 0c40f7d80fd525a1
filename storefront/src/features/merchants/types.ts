export type MerchantStatus = 'Waiting Approval' | 'Approved' | 'Rejected';

/** A merchant of GET /api/merchant (spec §3), with its brand once approved. */
export interface Merchant {
  _id: string;
  name: string;
  email: string | null;
  phoneNumber: string;
  brandName: string;
  brand: { _id: string; name: string; slug: string; isActive: boolean } | null;
  business: string;
  status: MerchantStatus;
  isActive: boolean;
  created: string;
}

export interface MerchantListResponse {
  merchants: Merchant[];
  totalPages: number;
  currentPage: number;
  count: number;
}

export interface MessageResponse {
  success: boolean;
  message?: string;
}
