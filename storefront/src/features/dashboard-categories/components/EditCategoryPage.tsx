import { useParams } from 'react-router-dom';
import { EditPage } from '@/components/EditPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { shopPaths } from '@/lib/shop-paths';
import { useDeleteCategory } from '../api/delete-category';
import { useManagedCategory } from '../api/get-managed-category';
import { useProductOptions } from '../api/get-product-options';
import { useSetCategoryActive } from '../api/set-category-active';
import { useUpdateCategory } from '../api/update-category';
import type { ManagedCategory } from '../types';
import type { CategoryValues } from '../utils/schema';
import { CategoryForm } from './CategoryForm';

const toValues = ({ name, slug, description, products }: ManagedCategory): CategoryValues => ({
  name,
  slug,
  description: description ?? '',
  products: products ?? [],
});

/**
 * /dashboard/category/edit/:id (admin): name, slug, description and products with Save and
 * Delete (both go back), a link to its shop and an active switch that applies at once.
 */
export function EditCategoryPage() {
  const { id = '' } = useParams();
  const products = useProductOptions();
  const update = useUpdateCategory();

  return (
    <EditPage
      title="Edit Category"
      noun="category"
      query={useManagedCategory(id)}
      needs={[{ query: products, error: 'Could not load the products.' }]}
      backTo={dashboardPaths.category.list}
      shopPath={(category) => shopPaths.category(category.slug)}
      activation={useSetCategoryActive()}
      cascade
      remove={useDeleteCategory()}
    >
      {(category, { save, actions }) => (
        <CategoryForm
          key={category._id}
          mode="edit"
          defaultValues={toValues(category)}
          productOptions={products.data ?? []}
          submitLabel="Save"
          onSubmit={(values) =>
            save(() =>
              update.mutateAsync({
                id,
                category: { ...values, name: values.name.trim(), slug: values.slug.trim(), description: values.description.trim() },
              }),
            )
          }
          actions={actions}
        />
      )}
    </EditPage>
  );
}
