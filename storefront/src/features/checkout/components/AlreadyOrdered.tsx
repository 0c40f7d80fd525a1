import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import type { OrderedRefusal } from '../api/mpesa-payment';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};

  h2 {
    margin: 0;
    font-size: ${theme.fontSize[130]};
  }

  p {
    margin: 0;
  }

  a {
    color: ${theme.colors.accentHover};
    font-weight: 700;
  }
`;

/**
 * A checkout refused because the bag is an order already ("You already paid for this: see order
 * DK-10056"): the message stays, the order's number a link to it, until the shopper leaves.
 */
export function AlreadyOrdered({ refusal, onGo }: { refusal: OrderedRefusal; onGo: () => void }) {
  const { message, order } = refusal;
  const at = order ? message.lastIndexOf(order.number) : -1;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Box>
      <h2 ref={headingRef} tabIndex={-1}>{message.startsWith('You already paid') ? 'Already paid' : 'Already ordered'}</h2>
      <p role="alert" data-testid="already-ordered">
        {order && at >= 0 ? (
          <>
            {message.slice(0, at)}
            <Link to={`/order/${order._id}`} onClick={onGo}>
              {order.number}
            </Link>
            {message.slice(at + order.number.length)}
          </>
        ) : (
          message
        )}
      </p>
      <p>Your bag has been emptied, so you are not charged twice.</p>
    </Box>
  );
}
