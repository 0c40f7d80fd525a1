import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { lazyAfterLoad } from '@/lib/lazy-after-load';
import { space, theme } from '@/lib/theme';

// The form (with its form and validation libraries) loads after the product itself.
const AddReviewForm = lazyAfterLoad(async () => (await import('./AddReviewForm')).AddReviewForm);

export const ADD_REVIEW_ID = 'add-review';

const Card = styled.section`
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: ${space(5, 6)};
  scroll-margin-top: 1rem;

  h2 {
    margin: ${space(0, 0, 4)};
    font-size: ${theme.fontSize[130]};
  }
`;

/** Opened at '#add-review' (the order page's 'Reivew Product' link): the card scrolls into view and takes focus. */
function useScrollIntoViewAtHash(id: string) {
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${id}`) return;
    ref.current?.scrollIntoView?.({ block: 'start' });
    ref.current?.focus({ preventScroll: true });
  }, [hash, id]);
  return ref;
}

/** The 'Add Review' card (spec §2, §5): the form for everyone; submitted signed out, it asks to sign in. */
export function AddReviewCard({ productId }: { productId: string }) {
  const cardRef = useScrollIntoViewAtHash(ADD_REVIEW_ID);
  return (
    <Card ref={cardRef} id={ADD_REVIEW_ID} aria-labelledby={`${ADD_REVIEW_ID}-title`} tabIndex={-1}>
      <h2 id={`${ADD_REVIEW_ID}-title`}>Add Review</h2>
      <Suspense fallback={null}>
        <AddReviewForm productId={productId} />
      </Suspense>
    </Card>
  );
}
