import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Loader } from '@/components/Loader';
import { ProductGrid } from '@/components/ProductGrid';
import { titleFromSlug } from '@/lib/format';
import type { Product } from '@/lib/types';
import { theme } from '@/lib/theme';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useProducts } from '../api/get-products';

export type ShopFilter = 'category' | 'brand';

const Title = styled.h1`
  margin: 0 0 0.25rem;
  font-size: 1.75rem;
`;

const Summary = styled.p`
  margin: 0 0 1.25rem;
  color: ${theme.colors.muted};
`;

const Empty = styled.p`
  padding: 3rem 1rem;
  text-align: center;
  color: ${theme.colors.muted};
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
`;

/** Name of the category or brand from the listed products, else from the slug. */
function filterName(filter: ShopFilter, slug: string, products: Product[] = []): string {
  const match = products.map((product) => product[filter]).find((ref) => ref?.slug === slug);
  return match?.name ?? titleFromSlug(slug);
}

/** Product grid of /shop, /shop/category/:slug and /shop/brand/:slug (filters come later). */
export function ShopPage({ filter }: { filter?: ShopFilter }) {
  const { slug = '' } = useParams();
  const params = filter && slug ? { [filter]: slug } : {};
  const { data, isPending, isError, refetch } = useProducts(params);

  const title = filter && slug ? filterName(filter, slug, data?.products) : 'Shop';
  useDocumentTitle(title);

  return (
    <>
      <Title>{title}</Title>
      {isPending ? (
        <Loader label="Loading products…" />
      ) : isError ? (
        <ErrorMessage message="Could not load the products." onRetry={() => void refetch()} />
      ) : data.products.length === 0 ? (
        <Empty>no products found.</Empty>
      ) : (
        <>
          <Summary>
            {data.count} {data.count === 1 ? 'product' : 'products'}
          </Summary>
          <ProductGrid products={data.products} headingLevel={2} />
        </>
      )}
    </>
  );
}
