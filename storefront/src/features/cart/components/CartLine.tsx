import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { IconButton } from '@/components/IconButton';
import { LineIcon } from '@/components/LineIcon';
import { imageSrc } from '@/lib/files';
import { formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import { removeFromCart, setCartQuantity, type CartItem } from '@/stores/cart';
import { closePanels } from '@/stores/ui';

const Line = styled.li`
  display: grid;
  grid-template-columns: 4rem minmax(0, 1fr) auto;
  gap: ${space(3)};
  align-items: center;
  padding: ${space(3, 0)};
  border-bottom: 1px solid ${theme.colors.border};

  img,
  .placeholder {
    width: 4rem;
    height: 4rem;
    object-fit: contain;
    border-radius: ${theme.radii.control};
    background: ${theme.colors.surface};
  }
`;

const LineInfo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(0.6)};
  font-size: ${theme.fontSize[92]};

  a {
    color: ${theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }

  .muted {
    color: ${theme.colors.muted};
  }

  .stepper {
    display: flex;
    align-items: center;
    gap: ${space(2)};
  }
`;

/** One bag line: the chosen variant's photo, name, variant, unit and line price, − quantity +, remove. */
export function CartLine({ item }: { item: CartItem }) {
  const atMost = item.maxQuantity !== undefined && item.quantity >= item.maxQuantity;
  return (
    <Line>
      {item.imageUrl ? (
        <img src={imageSrc(item.imageUrl)} alt={item.name} loading="lazy" />
      ) : (
        <span className="placeholder" role="img" aria-label={`No image available for ${item.name}`} />
      )}
      <LineInfo>
        <Link to={`/product/${item.slug}`} onClick={closePanels}>
          {item.name}
        </Link>
        {item.variant && <span className="muted">Variant: {item.variant}</span>}
        <span className="muted">{formatPrice(item.price)} each</span>
        <span>{formatPrice(item.totalPrice)}</span>
        <div className="stepper" role="group" aria-label={`Quantity of ${item.name}`}>
          <IconButton
            variant="outline"
            size="2rem"
            iconSize="0.9rem"
            aria-label={`One less ${item.name}`}
            disabled={item.quantity <= 1}
            onClick={() => setCartQuantity(item._id, item.quantity - 1)}
          >
            <LineIcon>
              <path d="M5 12h14" strokeLinecap="round" />
            </LineIcon>
          </IconButton>
          <span className="muted" aria-live="polite">
            Quantity: {item.quantity}
          </span>
          <IconButton
            variant="outline"
            size="2rem"
            iconSize="0.9rem"
            aria-label={`One more ${item.name}`}
            disabled={atMost}
            title={atMost ? `Up to ${item.maxQuantity} per order` : undefined}
            onClick={() => setCartQuantity(item._id, item.quantity + 1)}
          >
            <LineIcon>
              <path d="M12 5v14M5 12h14" strokeLinecap="round" />
            </LineIcon>
          </IconButton>
        </div>
      </LineInfo>
      <IconButton variant="danger" size="2.5rem" iconSize="1.1rem" aria-label={`Remove ${item.name}`} onClick={() => removeFromCart(item._id)}>
        <LineIcon>
          <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" strokeLinecap="round" strokeLinejoin="round" />
        </LineIcon>
      </IconButton>
    </Line>
  );
}
