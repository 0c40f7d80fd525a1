import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/Button';
import { formatDate } from '@/lib/format';
import { withNotices } from '@/lib/mutation-notices';
import { space, theme } from '@/lib/theme';
import { useSetLinesStatus, type ShippingInput } from '../api/bulk-line-status';
import type { Order, OrderLine } from '../types';
import { destinationText } from '../utils/delivery';
import { lineName } from '../utils/order-status';
import { carrierText, cashInstruction, nextBulkStatus } from '../utils/sales';
import { packingSlipPath } from '../utils/slip-path';
import { inlineTerms } from './order-styles';
import { ShipDialog } from './ShipDialog';

const Card = styled.article`
  padding: ${space(4, 5)};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};

  h2 {
    margin: ${space(0, 0, 1.4)};
    font-size: ${theme.fontSize[105]};
  }

  ${inlineTerms}

  dl {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[92]};
  }

  .sale-cash {
    margin: ${space(0, 0, 3)};
    font-weight: 700;
    color: ${theme.colors.accentHover};
  }

  ul {
    list-style: none;
    margin: ${space(0, 0, 3)};
    padding: 0;
    border-top: 1px solid ${theme.colors.border};
  }

  li {
    display: flex;
    align-items: flex-start;
    gap: ${space(2.4)};
    padding: ${space(2.4, 0)};
    border-bottom: 1px solid ${theme.colors.border};
  }

  input[type='checkbox'] {
    flex: none;
    width: 1.5rem;
    height: 1.5rem;
    margin: 0;
    accent-color: ${theme.colors.accent};
  }

  .sale-line-name {
    font-weight: 600;
  }

  .sale-line-meta {
    display: block;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[90]};
  }

  .sale-select-all {
    display: flex;
    align-items: center;
    gap: ${space(2.4)};
    min-height: 2.75rem;
    font-weight: 600;
  }

  .sale-actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
  }
`;

const lineLabel = (line: OrderLine) => `${lineName(line) || 'Item'}${line.variant ? ` (${line.variant})` : ''} × ${line.quantity}`;

/**
 * One order of the seller's sales (issue items 12–14): number, date, buyer with phone, where it
 * goes, who collects the cash, and her lines with a checkbox each ("Select whole order" for all
 * that can still move). The selected lines are marked Processing, or Shipped with a rider or a
 * courier, in one step (all or nothing; the server names a line it refuses). "Packing slip" opens
 * the printable slip.
 */
export function SaleCard({ order }: { order: Order }) {
  const id = useId();
  const [selected, setSelected] = useState<string[]>([]);
  const [shipping, setShipping] = useState(false);
  const { mutateAsync, isPending } = useSetLinesStatus();
  const movable = order.products.filter((line) => nextBulkStatus(line.status) !== null);
  const chosen = order.products.filter((line) => selected.includes(line._id));
  const allChosen = movable.length > 0 && movable.every((line) => selected.includes(line._id));
  const can = (status: 'Processing' | 'Shipped') => chosen.length > 0 && chosen.every((line) => nextBulkStatus(line.status) === status);
  const number = order.number ?? `#${order._id}`;
  const cash = cashInstruction(order);
  const buyer = [order.delivery?.recipient, order.delivery?.phone].filter(Boolean).join(' · ');
  const what = `${chosen.length === 1 ? '1 item' : `${chosen.length} items`} of ${number}`;

  const toggle = (lineId: string, on: boolean) => setSelected((current) => (on ? [...current, lineId] : current.filter((x) => x !== lineId)));
  const mark = (status: 'Processing' | 'Shipped', shippingInput?: ShippingInput) =>
    withNotices(() => mutateAsync({ orderId: order._id, lineItemIds: chosen.map((line) => line._id), status, shipping: shippingInput }), {
      onSuccess: () => {
        setShipping(false);
        setSelected([]);
      },
    });

  return (
    <Card data-testid="order-entry" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Link to={`/order/${order._id}`} data-testid="order-number">
          Order {number}
        </Link>
      </h2>
      <dl>
        <div>
          <dt>Ordered on:</dt>
          <dd>{formatDate(order.created)}</dd>
        </div>
        {buyer && (
          <div>
            <dt>Buyer:</dt>
            <dd data-testid="order-buyer">{buyer}</dd>
          </div>
        )}
        {order.delivery && (
          <div>
            <dt>Deliver to:</dt>
            <dd data-testid="order-destination">{destinationText(order.delivery)}</dd>
          </div>
        )}
      </dl>
      {cash && (
        <p className="sale-cash" data-testid="sale-cash">
          {cash}
        </p>
      )}
      {movable.length > 0 && (
        <label className="sale-select-all">
          <input type="checkbox" checked={allChosen} onChange={(event) => setSelected(event.target.checked ? movable.map((line) => line._id) : [])} />
          Select whole order
        </label>
      )}
      <ul aria-label={`Items of ${number}`}>
        {order.products.map((line) => {
          const carrier = carrierText(line);
          const inputId = `${id}-${line._id}`;
          return (
            <li key={line._id} data-testid="sale-line">
              {nextBulkStatus(line.status) && (
                <input id={inputId} type="checkbox" checked={selected.includes(line._id)} onChange={(event) => toggle(line._id, event.target.checked)} />
              )}
              <label htmlFor={nextBulkStatus(line.status) ? inputId : undefined}>
                <span className="sale-line-name">{lineLabel(line)}</span>
                <span className="sale-line-meta" data-testid="sale-line-status">
                  {line.status}
                  {carrier && ` · ${carrier}`}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="sale-actions">
        <Button type="button" $variant="secondary" disabled={!can('Processing') || isPending} onClick={() => void mark('Processing')}>
          Mark processing
        </Button>
        <Button type="button" disabled={!can('Shipped') || isPending} onClick={() => setShipping(true)}>
          Mark shipped…
        </Button>
        <ButtonLink to={packingSlipPath(order._id)} $variant="outline">
          Packing slip
        </ButtonLink>
      </div>
      {shipping && <ShipDialog what={what} busy={isPending} onShip={(input) => void mark('Shipped', input)} onClose={() => setShipping(false)} />}
    </Card>
  );
}
