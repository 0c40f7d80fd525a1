import { useParams } from 'react-router-dom';
import { PageState } from '@/components/PageState';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStoreProduct } from '../api/get-store-product';
import { ProductDetails } from './ProductDetails';
import { ProductPageSkeleton } from './ProductPageSkeleton';

export function ProductPage() {
  const { slug = '' } = useParams();
  const query = useDeferredQuery(useStoreProduct(slug));
  const product = query.data;
  useDocumentTitle(
    product?.name,
    product && `${product.name}${product.brand ? ` by ${product.brand.name}` : ''}: ${product.description || 'buy it at Duka Kenya'}`,
  );

  return (
    <PageState
      query={query}
      loading="Loading product…"
      error="Could not load this product."
      notFound="no product found."
      boxed
      skeleton={<ProductPageSkeleton />}
    >
      {(found) => <ProductDetails product={found} />}
    </PageState>
  );
}
