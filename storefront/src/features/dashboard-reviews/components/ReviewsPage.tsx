import { useState } from 'react';
import styled from 'styled-components';
import { PageState } from '@/components/PageState';
import { Pagination } from '@/components/Pagination';
import { SubPage } from '@/components/SubPage';
import { StackList } from '@/components/lists';
import { withNotices } from '@/lib/mutation-notices';
import { space, theme } from '@/lib/theme';
import { useAdminReviews } from '../api/get-reviews';
import { useModerateReview, type ReviewAction } from '../api/moderate-review';
import { ReviewCard } from './ReviewCard';


const Count = styled.p`
  margin: ${space(0, 0, 4)};
  color: ${theme.colors.muted};
`;

const countText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** /dashboard/review (admin): every review a page at a time, with approve, reject and delete by status. */
export function ReviewsPage() {
  const [page, setPage] = useState(1);
  const query = useAdminReviews(page);
  const moderate = useModerateReview();
  const act = (id: string, action: ReviewAction) => void withNotices(() => moderate.mutateAsync({ id, action }));

  return (
    <SubPage title="Reviews">
      <PageState
        query={query}
        loading="Loading reviews…"
        error="Could not load the reviews."
        empty="no reviews found."
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
    </SubPage>
  );
}
