import styled from 'styled-components';
import { LineIcon } from '@/components/LineIcon';
import { space, theme } from '@/lib/theme';
import { useCartCount } from '@/stores/cart';
import { toggleCart, useIsCartOpen } from '@/stores/ui';
import { IconButton } from '@/components/IconButton';
import { formatBadgeCount } from '../utils/badge';
import { CART_DRAWER_ID } from './CartDrawer';

const Button = styled(IconButton)`
  .cart-badge {
    position: absolute;
    top: 0;
    right: -0.15rem;
    min-width: 1.3rem;
    height: 1.3rem;
    padding: ${space(0, 1.2)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
    font-size: ${theme.fontSize[72]};
    font-weight: 700;
    line-height: 1.3rem;
    text-align: center;
  }
`;

/** Header cart icon with the item-count badge; toggles the cart drawer. */
export function CartButton() {
  const count = useCartCount();
  const open = useIsCartOpen();
  const badge = formatBadgeCount(count);
  const label = count === 0 ? 'Cart, empty' : `Cart, ${badge} ${count === 1 ? 'item' : 'items'}`;

  return (
    <Button
      iconSize="1.5rem"
      aria-label={label}
      aria-expanded={open}
      aria-controls={open ? CART_DRAWER_ID : undefined}
      onClick={toggleCart}
    >
      <LineIcon>
        <path d="M6 7h12l-1 13H7L6 7z" strokeLinejoin="round" />
        <path d="M9 7a3 3 0 0 1 6 0" strokeLinecap="round" />
      </LineIcon>
      {badge && (
        <span className="cart-badge" aria-hidden="true" data-testid="cart-badge">
          {badge}
        </span>
      )}
    </Button>
  );
}
