import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { fieldMessages, FormLayout, SelectField, TextAreaField, TextField } from '@/components/form';
import { withNotices } from '@/lib/mutation-notices';
import { theme } from '@/lib/theme';
import { useIsAuthenticated } from '@/stores/auth';
import { useAddReview } from '../../api/add-review';
import { EMPTY_REVIEW, reviewSchema, type ReviewValues } from '../../utils/review-schema';

const RatingInput = lazy(() => import('./RatingInput').then((module) => ({ default: module.RatingInput })));

export const ADD_REVIEW_ID = 'add-review';

const RECOMMEND_OPTIONS = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
] as const;

const Card = styled.section`
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 1.25rem 1.5rem;
  scroll-margin-top: 1rem;

  h2 {
    margin: 0 0 1rem;
    font-size: 1.3rem;
  }
`;

const RatingField = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.3rem;

  > span {
    font-weight: 600;
  }

  ${fieldMessages}
`;

/** Opened at '#add-review' (the order page's 'Reivew Product' link): the form scrolls into view and takes focus. */
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

/** The 'Add Review' form (spec §2, §5): signed-in shoppers only; the rest get a link to sign in. */
export function AddReviewForm({ productId }: { productId: string }) {
  const signedIn = useIsAuthenticated();
  const ratingLabelId = useId();
  const add = useAddReview(productId);
  const cardRef = useScrollIntoViewAtHash(ADD_REVIEW_ID);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewValues>({ resolver: zodResolver(reviewSchema), defaultValues: EMPTY_REVIEW });

  const onSubmit = (values: ReviewValues) =>
    withNotices(() => add.mutateAsync(values), { onSuccess: () => reset(EMPTY_REVIEW) });

  return (
    <Card ref={cardRef} id={ADD_REVIEW_ID} aria-labelledby={`${ADD_REVIEW_ID}-title`} tabIndex={-1}>
      <h2 id={`${ADD_REVIEW_ID}-title`}>Add Review</h2>
      {!signedIn ? (
        <p>
          <Link to="/login">Login</Link> to add a review.
        </p>
      ) : (
        <FormLayout noValidate onSubmit={handleSubmit(onSubmit)}>
          <TextField label="Title" placeholder="Enter Review title" error={errors.title?.message} {...register('title')} />
          <TextAreaField
            label="Comment"
            placeholder="Write Review"
            error={errors.review?.message}
            {...register('review')}
          />
          <RatingField>
            <span id={ratingLabelId}>Rating</span>
            <Controller
              control={control}
              name="rating"
              render={({ field }) => (
                <Suspense fallback={null}>
                  <RatingInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} labelId={ratingLabelId} />
                </Suspense>
              )}
            />
            {errors.rating?.message && (
              <p className="field-error" role="alert">
                {errors.rating.message}
              </p>
            )}
          </RatingField>
          <SelectField
            label="Will you recommend this product?"
            options={RECOMMEND_OPTIONS}
            error={errors.isRecommended?.message}
            {...register('isRecommended')}
          />
          <div className="form-actions">
            <Button type="submit" disabled={isSubmitting}>
              Publish Review
            </Button>
          </div>
        </FormLayout>
      )}
    </Card>
  );
}
