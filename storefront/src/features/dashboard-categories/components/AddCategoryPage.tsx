import { AddPage } from '@/components/FormPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { useAddCategory } from '../api/add-category';
import { useProductOptions } from '../api/get-product-options';
import { EMPTY_CATEGORY } from '../utils/schema';
import { CategoryForm } from './CategoryForm';

/** /dashboard/category/add (admin): name, description and products; success and Cancel go back. */
export function AddCategoryPage() {
  const products = useProductOptions();
  const add = useAddCategory();

  return (
    <AddPage
      title="Add Category"
      backTo={dashboardPaths.category.list}
      needs={[{ query: products, error: 'Could not load the products.' }]}
      loading="Loading the products…"
    >
      {({ save, actions }) => (
        <CategoryForm
          mode="add"
          defaultValues={EMPTY_CATEGORY}
          productOptions={products.data ?? []}
          submitLabel="Add Category"
          onSubmit={({ name, description, products: ids }) =>
            save(() => add.mutateAsync({ name: name.trim(), description: description.trim(), products: ids }))
          }
          actions={actions}
        />
      )}
    </AddPage>
  );
}
