import type { OverviewDays } from '../types';

/** The overview page's queries. */
export const overviewKeys = {
  all: ['overview'] as const,
  days: (days: OverviewDays) => ['overview', { days }] as const,
};
