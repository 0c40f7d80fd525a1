import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { SidePanel } from '@/components/SidePanel';
import { formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import { setOrderMessage, useCart } from '@/stores/cart';
import { closePanels, useIsCartOpen } from '@/stores/ui';
import { controlFrame, stackedField } from '@/components/form/field-styles';
import { CartLine } from './CartLine';

export const CART_DRAWER_ID = 'cart-drawer';

const Items = styled.ul`
  flex: 1;
  list-style: none;
  margin: 0;
  padding: ${space(2, 4)};
`;

const Empty = styled.p`
  flex: 1;
  margin: 0;
  padding: ${space(10, 4)};
  text-align: center;
  color: ${theme.colors.muted};
`;

const Summary = styled.div`
  padding: ${space(4)};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
`;

const Total = styled.p`
  margin: 0;
  display: flex;
  justify-content: space-between;
  font-size: ${theme.fontSize[110]};
  font-weight: 700;
`;

const MessageField = styled.div`
  ${stackedField}

  label {
    font-size: ${theme.fontSize[92]};
  }

  textarea {
    min-height: 4.5rem;
    padding: ${space(2, 2.6)};
    ${controlFrame}
    resize: vertical;
  }
`;

const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${space(2)};
`;

function CartContent({ checkout }: { checkout?: ReactNode }) {
  const navigate = useNavigate();
  const { items, total, message } = useCart();
  const hasAddon = items.some((item) => item.isAddon);

  const continueShopping = () => {
    closePanels();
    navigate('/shop');
  };

  if (items.length === 0) {
    return (
      <>
        <Empty>Your shopping cart is empty</Empty>
        <Summary>
          <Button type="button" $variant="secondary" onClick={continueShopping}>Continue shopping</Button>
        </Summary>
      </>
    );
  }

  return (
    <>
      <Items aria-label="Cart items">
        {items.map((item) => (
          <CartLine key={item._id} item={item} />
        ))}
      </Items>
      <Summary>
        <Total data-testid="cart-total">
          <span>Total</span>
          <span>{formatPrice(total)}</span>
        </Total>
        {hasAddon && (
          <MessageField>
            <label htmlFor="cart-order-message">Add a message to your order</label>
            <textarea
              id="cart-order-message"
              value={message}
              maxLength={500}
              onChange={(event) => setOrderMessage(event.target.value)}
            />
          </MessageField>
        )}
        <Actions>
          <Button type="button" $variant="secondary" onClick={continueShopping}>Continue shopping</Button>
          {checkout}
        </Actions>
      </Summary>
    </>
  );
}

interface CartDrawerProps {
  /** The checkout action beside 'Continue shopping' (the checkout feature's button, composed by the app). */
  checkout?: ReactNode;
}

/** The cart drawer (spec §2): lines, total, order message for add-ons, checkout. */
export function CartDrawer({ checkout }: CartDrawerProps) {
  const open = useIsCartOpen();
  return (
    <SidePanel id={CART_DRAWER_ID} title="Shopping Cart" side="right" open={open} onClose={closePanels} closeLabel="Close cart">
      <CartContent checkout={checkout} />
    </SidePanel>
  );
}
