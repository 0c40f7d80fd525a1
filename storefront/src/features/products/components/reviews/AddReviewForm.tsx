import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { fieldMessages, FormLayout, SelectField, TextAreaField, TextField } from '@/components/form';
import { withNotices } from '@/lib/mutation-notices';
import { useAddReview } from '../../api/add-review';
import { EMPTY_REVIEW, reviewSchema, type ReviewValues } from '../../utils/review-schema';
import { space } from '@/lib/theme';

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

/** The 'Add Review' form (spec §2, §5), for a signed-in shopper (AddReviewCard shows it). */
export function AddReviewForm({ productId }: { productId: string }) {
  const ratingLabelId = useId();
  const add = useAddReview(productId);
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
  );
}
