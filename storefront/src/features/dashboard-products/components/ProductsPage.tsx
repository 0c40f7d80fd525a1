import { ButtonLink } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { ErrorMessage } from '@/components/ErrorMessage';
import { ImagePlaceholder } from '@/components/ImagePlaceholder';
import { ItemList } from '@/components/ItemList';
import { Loader } from '@/components/Loader';
import { SubPage } from '@/components/SubPage';
import { imageSrc } from '@/lib/files';
import { useProducts } from '../api/get-products';
import type { ManagedProduct } from '../types';

const firstImage = (product: ManagedProduct): string | null => product.imageUrl ?? product.images?.[0] ?? null;

/** /dashboard/product: the products (image, name, description) linking to their edit pages; 'Add'. */
export function ProductsPage() {
  const { data: products, isPending, isError, refetch } = useProducts();

  return (
    <SubPage title="Products" actions={<ButtonLink to="/dashboard/product/add">Add</ButtonLink>}>
      {isPending ? (
        <Loader label="Loading products…" />
      ) : isError ? (
        <ErrorMessage message="Could not load the products." onRetry={() => void refetch()} />
      ) : products.length === 0 ? (
        <EmptyState>no products found.</EmptyState>
      ) : (
        <ItemList
          label="Products"
          items={products.map((product) => {
            const image = firstImage(product);
            return {
              id: product._id,
              to: `/dashboard/product/edit/${product._id}`,
              name: product.name,
              description: product.description,
              isActive: product.isActive,
              media: image ? (
                <img src={imageSrc(image)} alt="" loading="lazy" decoding="async" />
              ) : (
                <ImagePlaceholder label="No image" />
              ),
            };
          })}
        />
      )}
    </SubPage>
  );
}
