export type ReviewStatus = 'Waiting Approval' | 'Approved' | 'Rejected';

/** A review as the admin's list returns it (spec §3); product is null when it is gone. */
export interface AdminReview {
  _id: string;
  title: string;
  review: string;
  rating: number;
  isRecommended: number;
  status: ReviewStatus;
  verifiedPurchase?: boolean;
  created: string;
  product: { slug: string; name: string; imageUrl: string | null } | null;
  user: { firstName?: string | null } | null;
}

export interface AdminReviewsResponse {
  reviews: AdminReview[];
  totalPages: number;
  currentPage: number;
  count: number;
}
