import { ButtonLink } from '@/components/Button';
import { ImagePlaceholder } from '@/components/ImagePlaceholder';
import { ItemList } from '@/components/ItemList';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { imageSrc } from '@/lib/files';
import { useManagedProducts } from '../api/get-managed-products';
import type { ManagedProduct } from '../types';

const firstImage = (product: ManagedProduct): string | null => product.imageUrl ?? product.images?.[0] ?? null;

/** /dashboard/product: the products (image, name, description) linking to their edit pages; 'Add'. */
export function ProductsPage() {
  return (
    <SubPage title="Products" actions={<ButtonLink to={dashboardPaths.product.add}>Add</ButtonLink>}>
      <PageState query={useManagedProducts()} loading="Loading products…" error="Could not load the products." empty="no products found.">
        {(products) => (
          <ItemList
            label="Products"
            items={products.map((product) => {
              const image = firstImage(product);
              return {
                id: product._id,
                to: dashboardPaths.product.edit(product._id),
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
      </PageState>
    </SubPage>
  );
}
