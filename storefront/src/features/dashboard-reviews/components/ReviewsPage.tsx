import { useState } from 'react';
import styled from 'styled-components';
import { PageState } from '@/components/PageState';
import { Pagination } from '@/components/Pagination';
import { StatusTabs, useCurrentTab } from '@/components/StatusTabs';
import { SubPage } from '@/components/SubPage';
import { StackList } from '@/components/lists';
import { withNotices } from '@/lib/mutation-notices';
import { space, theme } from '@/lib/theme';
import { useAdminReviews } from '../api/get-reviews';
import { useModerateReview, type ReviewAction } from '../api/moderate-review';
import type { ReviewStatus } from '../types';
import { ReviewCard } from './ReviewCard';

const Count = styled.p`
  margin: ${space(0, 0, 4)};
  color: ${theme.colors.muted};
`;

const countText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

const TABS = [
  { value: 'all', label: 'All' },
  { value: 'waiting', label: 'Waiting' },
] as const;

/** One tab's reviews, a page at a time (its page starts at 1 whenever the tab changes). */
function ReviewList({ status }: { status?: ReviewStatus }) {
  const [page, setPage] = useState(1);
  const query = useAdminReviews(page, status);
  const moderate = useModerateReview();
  const act = (id: string, action: ReviewAction) => void withNotices(() => moderate.mutateAsync({ id, action }));
  return (
    <PageState
      query={query}
      loading="Loading reviews…"
      error="Could not load the reviews."
      empty={status ? 'No review is waiting for approval.' : 'no reviews found.'}
      isEmpty={(data) => data.reviews.length === 0}
    >
      {(data) => (
        <>
          <Count aria-live="polite">{countText(data.count)}</Count>
          <StackList $gap={4} aria-label="Reviews">
            {data.reviews.map((review) => (
              <li key={review._id}>
                <ReviewCard review={review} busy={moderate.isPending} onAction={(action) => act(review._id, action)} />
              </li>
            ))}
          </StackList>
          <Pagination label="Reviews pages" pageCount={data.totalPages} currentPage={page} onPageChange={setPage} />
        </>
      )}
    </PageState>
  );
}

/**
 * /dashboard/review (admin): every review, or the Waiting tab (with its count, refreshed by every
 * action), a page at a time, with approve, reject and delete by status.
 */
export function ReviewsPage() {
  const tab = useCurrentTab(TABS);
  const waiting = useAdminReviews(1, 'Waiting Approval');
  return (
    <SubPage title="Reviews">
      <StatusTabs label="Reviews by status" tabs={TABS.map((one) => (one.value === 'waiting' ? { ...one, count: waiting.data?.count } : one))} />
      <ReviewList key={tab} status={tab === 'waiting' ? 'Waiting Approval' : undefined} />
    </SubPage>
  );
}
