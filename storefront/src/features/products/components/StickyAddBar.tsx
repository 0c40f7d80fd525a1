import styled from 'styled-components';
import { Button } from '@/components/Button';
import { Price } from '@/components/Price';
import { quantityCap } from '@/lib/quantity';
import type { Product } from '@/lib/types';
import { space, theme } from '@/lib/theme';
import { useCartLine } from '@/stores/cart';
import { openCart } from '@/stores/ui';
import { stockOf } from '../utils/add-to-bag';

/** Phones only, fixed to the bottom: one static rule set, no script beyond the button. */
const Bar = styled.div`
  position: fixed;
  /* Under the header and the side panels (the bag drawer covers it). */
  z-index: 5;
  left: 0;
  right: 0;
  bottom: 0;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(2.4, 4)};
  padding-bottom: calc(${space(2.4)} + env(safe-area-inset-bottom, 0px));
  background: ${theme.colors.card};
  border-top: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadowHover};

  @media (min-width: ${theme.breakpoints.md}) {
    display: none;
  }
`;

/**
 * The product page's add bar on a phone: the price and Add To Bag always in reach. Its button
 * submits the page's add form (`formId`), so quantity, variant and their messages stay there;
 * once the product is in the bag it opens the bag.
 */
export function StickyAddBar({ product, formId }: { product: Product; formId: string }) {
  const line = useCartLine(product._id);
  const outOfStock = quantityCap(stockOf(product)) === 0;
  return (
    <Bar data-testid="sticky-add-bar">
      <Price value={product.price} size="lg" />
      {line ? (
        <Button type="button" $variant="secondary" $shape="pill" onClick={openCart} aria-label={`View bag with ${product.name}`}>
          View Bag
        </Button>
      ) : (
        <Button
          type="submit"
          form={formId}
          $shape="pill"
          $greyWhenDisabled
          disabled={outOfStock}
          aria-label={`Add To Bag: ${product.name}`}
        >
          Add To Bag
        </Button>
      )}
    </Bar>
  );
}
