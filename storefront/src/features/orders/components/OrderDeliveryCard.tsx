import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import type { Order, OrderViewer } from '../types';
import { deliveryLines, feeText, isAwaitingDelivery } from '../utils/delivery';
import { AWAITING_DELIVERY_DETAILS } from '../types';
import { DELIVERY_PROMPT, DeliveryDetailsForm } from './DeliveryDetailsForm';
import { OrderDeliveryPromise } from './OrderDeliveryPromise';

const Box = styled.section<{ $prompt: boolean }>`
  margin-bottom: ${space(5)};
  padding: ${space(5)};
  background: ${({ $prompt }) => ($prompt ? theme.colors.accentSoft : theme.colors.card)};
  border: 1px solid ${({ $prompt }) => ($prompt ? theme.colors.accent : theme.colors.border)};
  border-radius: ${theme.radius};

  h2 {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[120]};
  }

  .delivery-intro {
    margin: ${space(0, 0, 4)};
  }

  dl {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${space(1.6, 4)};
    margin: 0;
  }

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  dd span {
    display: block;
  }

  .delivery-awaiting {
    margin: 0;
    font-weight: 700;
    color: ${theme.colors.accentHover};
  }
`;

/**
 * 'Delivery' on the order page (buyer, merchant, admin): the option, whom to deliver to and the
 * rider's phone, the address (with landmark, town, county) or the pickup station (with opening
 * hours), and the fee. An order awaiting its details asks the buyer where it goes; the seller and
 * the admin see that it is waiting.
 */
export function OrderDeliveryCard({ order, viewer }: { order: Order; viewer: OrderViewer }) {
  const delivery = order.delivery;
  if (!delivery) return null;
  if (isAwaitingDelivery(delivery)) {
    if (viewer === 'buyer' && order.status !== 'Cancelled') {
      return (
        <Box $prompt aria-labelledby="order-delivery-title">
          <h2 id="order-delivery-title">{DELIVERY_PROMPT}</h2>
          <p className="delivery-intro">This order was placed without delivery details. Choose where it goes and the seller can send it.</p>
          <DeliveryDetailsForm orderId={order._id} />
        </Box>
      );
    }
    return (
      <Box $prompt={false} aria-labelledby="order-delivery-title">
        <h2 id="order-delivery-title">Delivery</h2>
        <p className="delivery-awaiting" data-testid="delivery-state">
          {AWAITING_DELIVERY_DETAILS}
        </p>
      </Box>
    );
  }
  return (
    <Box $prompt={false} aria-labelledby="order-delivery-title">
      <h2 id="order-delivery-title">Delivery</h2>
      <dl>
        <dt>Option</dt>
        <dd>{delivery.optionName}</dd>
        {delivery.recipient && (
          <>
            <dt>Recipient</dt>
            <dd>{delivery.recipient}</dd>
          </>
        )}
        {delivery.phone && (
          <>
            <dt>Phone</dt>
            <dd>
              {/* The tracking page gets the phone masked: nothing to call. */}
              {viewer === 'tracker' ? delivery.phone : <a href={`tel:${delivery.phone}`}>{delivery.phone}</a>}
            </dd>
          </>
        )}
        <dt>{delivery.station ? 'Pickup station' : 'Address'}</dt>
        <dd data-testid="delivery-place">
          {deliveryLines(delivery).map((line) => (
            <span key={line}>{line}</span>
          ))}
        </dd>
        <dt>Fee</dt>
        <dd>{feeText(delivery.fee)}</dd>
        <OrderDeliveryPromise order={order} viewer={viewer} />
      </dl>
    </Box>
  );
}
