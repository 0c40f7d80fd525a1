import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PageState } from '@/components/PageState';
import { ProductGrid } from '@/components/ProductGrid';
import { ProductGridSkeleton } from '@/components/ProductGridSkeleton';
import type { Category } from '@/lib/types';
import { shopPaths } from '@/lib/shop-paths';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { useNearViewport } from '@/lib/use-near-viewport';
import { space, theme } from '@/lib/theme';
import { HOME_PRODUCTS_PER_CATEGORY, useCategoryProducts } from '../api/get-category-products';
import { spreadRow } from '@/components/layout';

/**
 * Off-screen blocks skip layout and paint until they scroll near. The size they stand in with is
 * a little over a full block's at each width (2, 3 or 4 cards a row): a smaller one would let
 * the next block's cards overlap this one's in an accessibility checker's eyes.
 */
const Section = styled.section`
  margin-top: ${space(10)};
  content-visibility: auto;
  contain-intrinsic-size: auto calc(200vw + 45rem);

  @media (min-width: ${theme.breakpoints.sm}) {
    contain-intrinsic-size: auto calc(100vw + 40rem);
  }

  @media (min-width: ${theme.breakpoints.md}) {
    contain-intrinsic-size: auto calc(50vw + 30rem);
  }
`;

const Head = styled.div`
  ${spreadRow('flex-end')}
  gap: ${space(2, 4)};
  margin-bottom: ${space(4)};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${theme.fontSize[140]};
`;

const Description = styled.p`
  margin: ${space(1, 0, 0)};
  color: ${theme.colors.muted};
`;

/**
 * What a far block holds until the shopper scrolls near it: one announced box, not eight card
 * skeletons (on a phone those made 179 of the 687 elements the home page started with).
 */
const FarStandIn = styled.div`
  min-height: 10rem;
`;

const ViewAll = styled(Link)`
  padding: ${space(1.8, 4)};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.accent};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
  }
`;

/**
 * One home-page block: category heading, description, up to 8 products. Hidden when empty.
 * Its products are asked for, and its cards (or, while they load, their skeletons) render,
 * when the shopper scrolls near it: a shopper who stops at the first screen spends no data on
 * the rest.
 */
export function CategoryBlock({ category }: { category: Category }) {
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const query = useDeferredQuery(useCategoryProducts(category.slug, near));
  const titleId = `category-${category.slug}`;
  const loading = `Loading ${category.name} products…`;
  if (query.isSuccess && query.data.products.length === 0) return null;

  return (
    <Section ref={sectionRef} aria-labelledby={titleId}>
      <Head>
        <div>
          <Title id={titleId}>{category.name}</Title>
          {category.description && <Description>{category.description}</Description>}
        </div>
        <ViewAll to={shopPaths.category(category.slug)} aria-label={`View all ${category.name}`}>
          View All
        </ViewAll>
      </Head>
      {near ? (
        <PageState
          query={query}
          loading={loading}
          error={`Could not load ${category.name} products.`}
          skeleton={<ProductGridSkeleton count={HOME_PRODUCTS_PER_CATEGORY} label={loading} />}
        >
          {({ products }) => <ProductGrid products={products} />}
        </PageState>
      ) : (
        <FarStandIn role="status" aria-label={loading} aria-busy="true" />
      )}
    </Section>
  );
}
