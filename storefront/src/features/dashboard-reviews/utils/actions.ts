import type { ReviewStatus } from '../types';

/** Status actions a review offers (spec §4): pending approve or reject, rejected approve again, approved none. */
export function statusActions(status: ReviewStatus): ('approve' | 'reject')[] {
  if (status === 'Approved') return [];
  if (status === 'Rejected') return ['approve'];
  return ['approve', 'reject'];
}
