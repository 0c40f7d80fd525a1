import { useParams } from 'react-router-dom';
import { EditPage } from '@/components/EditPage';
import { HistorySlot } from '@/components/HistorySlot';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { shopPaths } from '@/lib/shop-paths';
import { isAdmin as isAdminUser } from '@/lib/roles';
import { useUser } from '@/stores/auth';
import { useDeleteProduct } from '../api/delete-product';
import { useBrandOptions } from '../api/get-brand-options';
import { useCategoryOptions } from '../api/get-category-options';
import { useManagedProduct } from '../api/get-managed-product';
import { useSetProductActive } from '../api/set-product-active';
import { useUpdateProduct } from '../api/update-product';
import { toProductChanges, toProductValues } from '../utils/payload';
import { PhotosManager } from './PhotosManager';
import { ProductForm } from './ProductForm';

/**
 * /dashboard/product/edit/:id: the product's fields with Save and Delete (both go back on
 * success), a link to its shop page and an active switch that applies at once, its category, and
 * its photos (reorder, remove, add). Admins also get the add-on toggle and the brand selector (spec §6).
 */
export function EditProductPage() {
  const { id = '' } = useParams();
  const isAdmin = isAdminUser(useUser());
  const brands = useBrandOptions(isAdmin);
  const categories = useCategoryOptions();
  const update = useUpdateProduct();

  return (
    <>
      <EditPage
        title="Edit Product"
        noun="product"
        query={useManagedProduct(id)}
        needs={[
          ...(isAdmin ? [{ query: brands, error: 'Could not load the brands.' }] : []),
          { query: categories, error: 'Could not load the categories.' },
        ]}
        backTo={dashboardPaths.product.list}
        shopPath={(product) => shopPaths.product(product.slug)}
        activation={useSetProductActive()}
        remove={useDeleteProduct()}
      >
        {(product, { save, actions }) => (
          <>
            <ProductForm
              key={product._id}
              mode="edit"
              defaultValues={toProductValues(product)}
              brandOptions={isAdmin ? brands.data : undefined}
              categoryOptions={categories.data}
              showAddon={isAdmin}
              submitLabel="Save"
              onSubmit={(values) => save(() => update.mutateAsync({ id, product: toProductChanges(values, isAdmin, product) }))}
              actions={actions}
            />
            <PhotosManager key={(product.images ?? []).join('\n')} productId={product._id} images={product.images ?? []} />
          </>
        )}
      </EditPage>
      <HistorySlot entity="product" id={id} />
    </>
  );
}
