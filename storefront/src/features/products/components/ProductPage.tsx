import { useParams } from 'react-router-dom';
import { PageState } from '@/components/PageState';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useStoreProduct } from '../api/get-store-product';
import { ProductDetails } from './ProductDetails';

export function ProductPage() {
  const { slug = '' } = useParams();
  const query = useStoreProduct(slug);
  useDocumentTitle(query.data?.name);

  return (
    <PageState query={query} loading="Loading product…" error="Could not load this product." notFound="no product found." boxed>
      {(product) => <ProductDetails product={product} />}
    </PageState>
  );
}
