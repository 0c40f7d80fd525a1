import styled from 'styled-components';
import { Button } from '@/components/Button';
import { ProductCard } from '@/components/ProductCard';
import { ProductGridList } from '@/components/ProductGrid';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { quantityCap } from '@/lib/quantity';
import type { Product } from '@/lib/types';
import { removeFromCart, useIsInCart } from '@/stores/cart';
import { addProductToBag, stockOf } from '../utils/add-to-bag';
import { space, theme } from '@/lib/theme';

const Section = styled.section`
  margin-top: ${space(10)};

  h2 {
    margin: ${space(0, 0, 4)};
    font-size: ${theme.fontSize[130]};
  }
`;

const Grid = styled(ProductGridList)`
  li {
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
  }
`;

function AddonButton({ addon }: { addon: Product }) {
  const inCart = useIsInCart(addon._id);
  const available = quantityCap(stockOf(addon)) > 0;

  if (inCart) {
    return (
      <Button type="button" $variant="danger" $shape="pill" $size="sm" onClick={() => removeFromCart(addon._id)}>
        Remove<VisuallyHidden> {addon.name}</VisuallyHidden> from bag
      </Button>
    );
  }
  return (
    <Button type="button" $variant="outline" $shape="pill" $size="sm" $greyWhenDisabled disabled={!available} onClick={() => addProductToBag(addon, 1)}>
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
