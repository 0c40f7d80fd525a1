import { Suspense, useRef, type ReactNode } from 'react';
import { useHref, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from '@/components/EmptyState';
import { PageState } from '@/components/PageState';
import { Pagination } from '@/components/Pagination';
import { ProductGrid } from '@/components/ProductGrid';
import { ProductGridSkeleton } from '@/components/ProductGridSkeleton';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { space, theme } from '@/lib/theme';
import { lazyAfterLoad } from '@/lib/lazy-after-load';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useShopProducts } from '../api/get-shop-products';
import { useShopFilters } from '../hooks/use-shop-filters';
import { useShopTitle } from '../hooks/use-shop-title';
import {
  activeFilterCount,
  SHOP_PAGE_SIZE,
  searchNameOf,
  shopFiltersToSearchParams,
  toProductListParams,
  type ShopScope,
} from '../utils/filters';
import { showingText } from '../utils/showing';
import { FiltersDrawer } from './FiltersDrawer';
import { SortSelect } from './SortSelect';
import { spreadRow } from '@/components/layout';

// The filters (with their slider library) load after the products, not before them; on a
// phone only once the shopper opens the Filters drawer (FiltersDrawer mounts them then).
const FilterPanel = lazyAfterLoad(async () => (await import('./FilterPanel')).FilterPanel);

export const EMPTY_TEXT = 'no products found.';
/** Cards above the fold on a phone (the first row): their images load first. */
export const FIRST_ROW = 2;

const Title = styled.h1`
  margin: ${space(0, 0, 5)};
  font-size: ${theme.fontSize[175]};
`;

const Columns = styled.div`
  display: grid;
  gap: ${space(6)};

  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: 17rem minmax(0, 1fr);
  }
`;

const Toolbar = styled.div`
  ${spreadRow()}
  gap: ${space(3, 4)};
  margin-bottom: ${space(4)};
`;

const Showing = styled.p`
  margin: 0;
  color: ${theme.colors.muted};
`;

const List = styled.div<{ $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.15s ease;
`;

/**
 * /shop, /shop/category/:slug and /shop/brand/:slug: filter panel, sort, product list,
 * pagination; `?name=` narrows any of them to a search (matched by the API like the header's).
 * `searchHelp` renders under a search that found nothing (the search feature's, composed by the app).
 */
export function ShopPage({ scope, searchHelp }: { scope?: ShopScope; searchHelp?: (name: string) => ReactNode }) {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const pathHref = useHref({ pathname });
  const { filters, searchParams, setFilters } = useShopFilters();
  const name = searchNameOf(searchParams);
  const params = toProductListParams(filters, scope && slug ? { type: scope, slug } : undefined, name);
  const query = useDeferredQuery(useShopProducts(params));
  const { data, isPlaceholderData } = query;
  const showingRef = useRef<HTMLParagraphElement>(null);

  const scopeTitle = useShopTitle(scope, slug);
  const title = name ? `Results for “${name}”` : scopeTitle;
  useDocumentTitle(title, `${title} at Duka Kenya: products from trusted Kenyan brands, priced in Kenyan shillings, filtered by price and rating.`);

  const goToPage = (page: number) => {
    setFilters({ page });
    // The new page starts at the top: move focus there too (the range text is announced).
    showingRef.current?.focus({ preventScroll: true });
  };

  const pageHref = (page: number) => {
    const query = shopFiltersToSearchParams({ ...filters, page }, searchParams).toString();
    return query ? `${pathHref}?${query}` : pathHref;
  };

  const hasProducts = !!data && data.products.length > 0;
  const currentPage = data?.currentPage ?? filters.page;

  return (
    <>
      <Title>{title}</Title>
      <Columns>
        <FiltersDrawer activeCount={activeFilterCount(filters)}>
          <Suspense fallback={null}>
            <FilterPanel filters={filters} onChange={setFilters} />
          </Suspense>
        </FiltersDrawer>
        <section aria-labelledby="shop-results-title">
          <VisuallyHidden as="h2" id="shop-results-title">
            Products
          </VisuallyHidden>
          <Toolbar>
            <Showing role="status" ref={showingRef} tabIndex={-1}>
              {hasProducts ? showingText(SHOP_PAGE_SIZE, currentPage, data.products.length, data.count) : ''}
            </Showing>
            <SortSelect order={filters.order} onChange={(order) => setFilters({ order })} />
          </Toolbar>
          <PageState
            query={query}
            loading="Loading products…"
            error="Could not load the products."
            skeleton={<ProductGridSkeleton count={SHOP_PAGE_SIZE} label="Loading products…" />}
          >
            {({ products }) => (
              <List $busy={isPlaceholderData} aria-busy={isPlaceholderData}>
                {products.length > 0 ? (
                  <ProductGrid products={products} headingLevel={3} priorityCount={FIRST_ROW} />
                ) : (
                  <>
                    <EmptyState $boxed>{EMPTY_TEXT}</EmptyState>
                    {/* A search that found nothing: "did you mean" and popular products (composed by the app). */}
                    {name && searchHelp?.(name)}
                  </>
                )}
              </List>
            )}
          </PageState>
          {data && (
            <Pagination
              label="Product pages"
              pageCount={data.totalPages}
              currentPage={currentPage}
              onPageChange={goToPage}
              hrefBuilder={pageHref}
            />
          )}
        </section>
      </Columns>
    </>
  );
}
