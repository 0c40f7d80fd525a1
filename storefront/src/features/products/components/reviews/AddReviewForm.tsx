import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { fieldMessages, FormLayout, SelectField, TextAreaField, TextField } from '@/components/form';
import { withNotices } from '@/lib/mutation-notices';
import { useAddReview } from '../../api/add-review';
import { EMPTY_REVIEW, reviewSchema, type ReviewValues } from '../../utils/review-schema';
import { space } from '@/lib/theme';
import { useIsAuthenticated } from '@/stores/auth';

const RatingInput = lazy(() => import('./RatingInput').then((module) => ({ default: module.RatingInput })));

const RECOMMEND_OPTIONS = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
] as const;

const RatingField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(1.2)};

  > span {
    font-weight: 600;
  }

  ${fieldMessages}
`;

/**
 * The 'Add Review' form (spec §2, §5), shown to everyone (AddReviewCard); a valid review submitted
 * while signed out is not sent: the form asks to sign in instead, keeping what was typed.
 */
export function AddReviewForm({ productId }: { productId: string }) {
  const ratingLabelId = useId();
  const add = useAddReview(productId);
  const signedIn = useIsAuthenticated();
  const [askSignIn, setAskSignIn] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewValues>({ resolver: zodResolver(reviewSchema), defaultValues: EMPTY_REVIEW });

  const onSubmit = (values: ReviewValues) => {
    if (!signedIn) {
      setAskSignIn(true);
      return;
    }
    return withNotices(() => add.mutateAsync(values), { onSuccess: () => reset(EMPTY_REVIEW) });
  };

  return (
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
      {askSignIn && !signedIn && (
        <p role="alert">
          Please <Link to="/login">Login</Link> to publish your review.
        </p>
      )}
    </FormLayout>
  );
}
