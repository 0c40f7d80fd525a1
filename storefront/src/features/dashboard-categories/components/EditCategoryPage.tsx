import { useParams } from 'react-router-dom';
import { ActivationBar } from '@/components/ActivationBar';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Loader } from '@/components/Loader';
import { SubPage } from '@/components/SubPage';
import { isNotFound } from '@/lib/api-client';
import { cascadeHelp } from '@/lib/format';
import { notifyError, toast } from '@/lib/notify';
import { useGoBack } from '@/lib/use-go-back';
import { useDeleteCategory } from '../api/delete-category';
import { useCategory } from '../api/get-category';
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
  const query = useCategory(id);
  const products = useProductOptions();
  const update = useUpdateCategory();
  const activate = useSetCategoryActive();
  const remove = useDeleteCategory();
  const goBack = useGoBack('/dashboard/category');

  const onSave = async (values: CategoryValues) => {
    try {
      const { message } = await update.mutateAsync({
        id,
        category: { ...values, name: values.name.trim(), slug: values.slug.trim(), description: values.description.trim() },
      });
      if (message) toast.success(message);
      goBack();
    } catch (error) {
      notifyError(error);
    }
  };

  const onToggle = (isActive: boolean) =>
    activate.mutate(
      { id, isActive },
      { onSuccess: ({ message }) => message && toast.success(message), onError: (error) => notifyError(error) },
    );

  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: ({ message }) => {
        if (message) toast.success(message);
        goBack();
      },
      onError: (error) => notifyError(error),
    });

  return (
    <SubPage title="Edit Category">
      {query.isPending || products.isPending ? (
        <Loader label="Loading the category…" />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <EmptyState>no category found.</EmptyState>
        ) : (
          <ErrorMessage message="Could not load the category." onRetry={() => void query.refetch()} />
        )
      ) : products.isError ? (
        <ErrorMessage message="Could not load the products." onRetry={() => void products.refetch()} />
      ) : (
        <>
          <ActivationBar
            link={{ to: `/shop/category/${query.data.slug}`, label: `View ${query.data.name} in the shop` }}
            isActive={activate.isPending ? Boolean(activate.variables?.isActive) : query.data.isActive}
            pending={activate.isPending}
            help={cascadeHelp(query.data.name)}
            onToggle={onToggle}
          />
          <CategoryForm
            key={query.data._id}
            mode="edit"
            defaultValues={toValues(query.data)}
            productOptions={products.data}
            submitLabel="Save"
            onSubmit={onSave}
            actions={
              <Button type="button" $variant="danger" disabled={remove.isPending} onClick={onDelete}>
                Delete
              </Button>
            }
          />
        </>
      )}
    </SubPage>
  );
}
