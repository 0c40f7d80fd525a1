import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Loader } from '@/components/Loader';
import { isNotFound } from '@/lib/api-client';
import { theme } from '@/lib/theme';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStoreProduct } from '../api/get-store-product';
import { ProductDetails } from './ProductDetails';

const Empty = styled.p`
  padding: 3rem 1rem;
  text-align: center;
  font-size: 1.1rem;
  color: ${theme.colors.muted};
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
`;

export function ProductPage() {
  const { slug = '' } = useParams();
  const { data: product, isPending, isError, error, refetch } = useStoreProduct(slug);
  useDocumentTitle(product?.name);

  if (isPending) return <Loader label="Loading product…" />;
  if (isError) {
    return isNotFound(error) ? (
      <Empty>no product found.</Empty>
    ) : (
      <ErrorMessage message="Could not load this product." onRetry={() => void refetch()} />
    );
  }
  return <ProductDetails product={product} />;
}
