import { Button } from '@/components/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Loader } from '@/components/Loader';
import { SubPage } from '@/components/SubPage';
import { notifyError, toast } from '@/lib/notify';
import { useGoBack } from '@/lib/use-go-back';
import { useAddCategory } from '../api/add-category';
import { useProductOptions } from '../api/get-product-options';
import { EMPTY_CATEGORY, type CategoryValues } from '../utils/schema';
import { CategoryForm } from './CategoryForm';

/** /dashboard/category/add (admin): name, description and products; success and Cancel go back. */
export function AddCategoryPage() {
  const products = useProductOptions();
  const add = useAddCategory();
  const goBack = useGoBack('/dashboard/category');

  const onSubmit = async ({ name, description, products: ids }: CategoryValues) => {
    try {
      const { message } = await add.mutateAsync({ name: name.trim(), description: description.trim(), products: ids });
      if (message) toast.success(message);
      goBack();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <SubPage title="Add Category">
      {products.isPending ? (
        <Loader label="Loading the products…" />
      ) : products.isError ? (
        <ErrorMessage message="Could not load the products." onRetry={() => void products.refetch()} />
      ) : (
        <CategoryForm
          mode="add"
          defaultValues={EMPTY_CATEGORY}
          productOptions={products.data}
          submitLabel="Add Category"
          onSubmit={onSubmit}
          actions={
            <Button type="button" $variant="secondary" onClick={goBack}>
              Cancel
            </Button>
          }
        />
      )}
    </SubPage>
  );
}
