import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { FormLayout, TextField } from '@/components/form';
import { withNotices } from '@/lib/mutation-notices';
import { space, theme } from '@/lib/theme';
import { useCheckCollectionCode } from '../api/check-collection-code';
import { collectSchema, type CollectValues } from '../utils/collect-schema';

const Result = styled.p`
  margin: ${space(3, 0, 0)};
  font-weight: 700;
  color: ${theme.colors.success};
`;

/**
 * The station's hand-over check: the order number and the code from the buyer's SMS. A right code
 * records the hand-over and says to whom; a wrong one is refused (the server limits the tries per order).
 */
export function CollectCodeForm() {
  const check = useCheckCollectionCode();
  const [handed, setHanded] = useState<string | null>(null);
  const form = useForm<CollectValues>({ resolver: zodResolver(collectSchema), defaultValues: { order: '', code: '' } });
  const { register, formState } = form;

  const onSubmit = async (values: CollectValues) => {
    setHanded(null);
    const reply = await withNotices(() => check.mutateAsync(values), { errorTitle: 'Do not hand it over' });
    if (reply) {
      setHanded(reply.message);
      form.reset();
    }
  };

  return (
    <>
      <FormLayout noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label="Check a collection code">
        <div className="form-grid">
          <TextField label="Order number" placeholder="e.g. DK-10042" error={formState.errors.order?.message} {...register('order')} />
          <TextField
            label="Collection code"
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6 digits"
            error={formState.errors.code?.message}
            {...register('code')}
          />
        </div>
        <div className="form-actions">
          <Button type="submit" disabled={formState.isSubmitting || check.isPending}>
            Check code
          </Button>
        </div>
      </FormLayout>
      <div role="status">{handed && <Result>{handed}</Result>}</div>
    </>
  );
}
