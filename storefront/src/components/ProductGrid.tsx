import styled from 'styled-components';
import type { Product } from '@/lib/types';
import { space, theme } from '@/lib/theme';
import { plainList } from './lists';
import { ProductCard } from './ProductCard';

/** Two, three or four product cards a row, by screen width. */
export const ProductGridList = styled.ul`
  ${plainList}
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(2, minmax(0, 1fr));

  @media (min-width: ${theme.breakpoints.sm}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** Responsive list of product cards. */
interface ProductGridProps {
  products: Product[];
  /** Heading level of each product name (3 under a section heading, 2 under the page title). */
  headingLevel?: 2 | 3;
  /** How many cards from the top load their image at once (those above the fold). */
  priorityCount?: number;
}

export function ProductGrid({ products, headingLevel = 3, priorityCount = 0 }: ProductGridProps) {
  return (
    <ProductGridList>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ProductGridList>
  );
}
