import { ButtonLink } from '@/components/Button';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { useManagedProducts } from '../api/get-managed-products';
import { ProductTable } from './ProductTable';

/**
 * /dashboard/product: the products (image, name and description linking to their edit pages,
 * price, stock edited in place, live or hidden); 'Add'.
 */
export function ProductsPage() {
  return (
    <SubPage title="Products" actions={<ButtonLink to={dashboardPaths.product.add}>Add</ButtonLink>}>
      <PageState query={useManagedProducts()} loading="Loading products…" error="Could not load the products." empty="no products found.">
        {(products) => <ProductTable products={products} />}
      </PageState>
    </SubPage>
  );
}
