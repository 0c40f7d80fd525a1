import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { notifyError, toast } from '@/lib/notify';
import { controlFrame, stackedField } from '@/components/form';
import { useUpdateItemStatus, type UpdateItemStatusResponse } from '../api/update-item-status';
import { LINE_STATUSES, type LineStatus, type Order, type OrderLine, type OrderViewer } from '../types';
import { forwardStatuses, isFinalStatus, lineName } from '../utils/order-status';
import { space, theme } from '@/lib/theme';
import { CancelOrderQuestion } from './CancelOrderQuestion';

const Field = styled.div`
  ${stackedField}

  label {
    font-size: ${theme.fontSize[92]};
  }

  select {
    min-height: 2.75rem;
    padding: ${space(1.6, 2.4)};
    ${controlFrame}
  }
`;

export const cancelItemQuestion = (name: string): string => `Are you sure you want to cancel ${name}.`;

interface ItemStatusControlProps {
  order: Pick<Order, '_id' | 'cartId' | 'payment' | 'viewer' | 'products'>;
  line: OrderLine;
  viewer: OrderViewer;
}

/**
 * A line's status menu (spec §4): admins choose any status; the product's merchant moves it
 * forward (DESIGN §5); the buyer may only cancel, after confirming. Delivered and Cancelled lines have none. When the change cancels the whole
 * order, the shopper goes to the orders list; otherwise the order reloads.
 */
export function ItemStatusControl({ order, line, viewer }: ItemStatusControlProps) {
  const id = useId();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useUpdateItemStatus();
  const name = lineName(line) || 'this item';

  if (isFinalStatus(line.status)) return null;

  const change = (status: LineStatus) =>
    mutate(
      { itemId: line._id, orderId: order._id, cartId: order.cartId, status },
      {
        onSuccess: ({ message, orderCancelled }: UpdateItemStatusResponse) => {
          setConfirming(false);
          if (message) toast.success(message);
          if (orderCancelled) navigate('/dashboard/orders');
        },
        onError: (error) => {
          setConfirming(false);
          notifyError(error);
        },
      },
    );

  if (viewer !== 'buyer') {
    const choices = viewer === 'admin' ? LINE_STATUSES : forwardStatuses(line.status);
    return (
      <Field>
        <label htmlFor={`${id}-status`}>
          Change status <VisuallyHidden>of {name}</VisuallyHidden>
        </label>
        <select
          id={`${id}-status`}
          value={line.status}
          disabled={isPending}
          onChange={(event) => change(event.target.value as LineStatus)}
        >
          {choices.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
      </Field>
    );
  }

  return (
    <>
      <Button type="button" $variant="danger" aria-label={`Cancel ${name}`} onClick={() => setConfirming(true)}>
        Cancel
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Cancel item"
        message={<CancelOrderQuestion order={order} open={confirming} question={cancelItemQuestion(name)} line={line} />}
        confirmLabel="Confirm Cancel"
        cancelLabel="Keep Item"
        busy={isPending}
        onConfirm={() => change('Cancelled')}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
