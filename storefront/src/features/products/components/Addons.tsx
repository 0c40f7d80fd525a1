import styled from 'styled-components';
import { ProductCard } from '@/components/ProductCard';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { quantityCap } from '@/lib/quantity';
import type { Product } from '@/lib/types';
import { theme } from '@/lib/theme';
import { removeFromCart, useIsInCart } from '@/stores/cart';
import { addProductToBag, stockOf } from '../utils/add-to-bag';

const Section = styled.section`
  margin-top: 2.5rem;

  h2 {
    margin: 0 0 1rem;
    font-size: 1.3rem;
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  @media (min-width: ${theme.breakpoints.sm}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  li {
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
`;

const Button = styled.button<{ $remove: boolean }>`
  padding: 0.55rem 0.75rem;
  border: 1px solid ${({ $remove }) => ($remove ? theme.colors.danger : theme.colors.accent)};
  border-radius: 999px;
  background: #fff;
  color: ${({ $remove }) => ($remove ? theme.colors.danger : theme.colors.accentHover)};
  font: inherit;
  font-weight: 700;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ $remove }) => ($remove ? theme.colors.dangerSoft : theme.colors.accentSoft)};
  }

  &:disabled {
    border-color: #9ca3af;
    color: #4b5563;
    cursor: not-allowed;
  }
`;

function AddonButton({ addon }: { addon: Product }) {
  const inCart = useIsInCart(addon._id);
  const available = quantityCap(stockOf(addon)) > 0;

  if (inCart) {
    return (
      <Button type="button" $remove onClick={() => removeFromCart(addon._id)}>
        Remove<VisuallyHidden> {addon.name}</VisuallyHidden> from bag
      </Button>
    );
  }
  return (
    <Button type="button" $remove={false} disabled={!available} onClick={() => addProductToBag(addon, 1)}>
      {available ? (
        <>
          Add<VisuallyHidden> {addon.name}</VisuallyHidden> to bag
        </>
      ) : (
        <>
          Unavailable<VisuallyHidden>: {addon.name}</VisuallyHidden>
        </>
      )}
    </Button>
  );
}

/** The 'Addons' section: add-on products as cards, each with its own add button. */
export function Addons({ addons }: { addons?: Product[] }) {
  if (!addons || addons.length === 0) return null;

  return (
    <Section aria-labelledby="addons-title">
      <h2 id="addons-title">Addons</h2>
      <Grid>
        {addons.map((addon) => (
          <li key={addon._id}>
            <ProductCard
              product={{ ...addon, images: addon.images ?? [], averageRating: addon.averageRating ?? 0, totalReviews: addon.totalReviews ?? 0 }}
              headingLevel={3}
            />
            <AddonButton addon={addon} />
          </li>
        ))}
      </Grid>
    </Section>
  );
}
