import { useParams } from 'react-router-dom';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Loader } from '@/components/Loader';
import { SubPage } from '@/components/SubPage';
import { isNotFound } from '@/lib/api-client';
import { notifyError, toast } from '@/lib/notify';
import { useGoBack } from '@/lib/use-go-back';
import { useUser } from '@/stores/auth';
import { useDeleteProduct } from '../api/delete-product';
import { useBrandOptions } from '../api/get-brand-options';
import { useManagedProduct } from '../api/get-managed-product';
import { useUpdateProduct } from '../api/update-product';
import { toProductChanges, toProductValues } from '../utils/payload';
import type { ProductValues } from '../utils/schema';
import { ProductActive } from './ProductActive';
import { ProductForm } from './ProductForm';

/**
 * /dashboard/product/edit/:id: the product's fields with Save and Delete (both go back on
 * success), a link to its shop page and an active switch that applies at once. Admins also
 * get the add-on toggle and the brand selector (spec §6).
 */
export function EditProductPage() {
  const { id = '' } = useParams();
  const isAdmin = useUser()?.role === 'ROLE_ADMIN';
  const query = useManagedProduct(id);
  const brands = useBrandOptions(isAdmin);
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  const goBack = useGoBack('/dashboard/product');

  const onSave = async (values: ProductValues) => {
    try {
      const { message } = await update.mutateAsync({ id, product: toProductChanges(values, isAdmin) });
      if (message) toast.success(message);
      goBack();
    } catch (error) {
      notifyError(error);
    }
  };

  const onDelete = () =>
    remove.mutate(id, {
      onSuccess: ({ message }) => {
        if (message) toast.success(message);
        goBack();
      },
      onError: (error) => notifyError(error),
    });

  const loading = query.isPending || (isAdmin && brands.isPending);

  return (
    <SubPage title="Edit Product">
      {loading ? (
        <Loader label="Loading the product…" />
      ) : query.isError ? (
        isNotFound(query.error) ? (
          <EmptyState>no product found.</EmptyState>
        ) : (
          <ErrorMessage message="Could not load the product." onRetry={() => void query.refetch()} />
        )
      ) : isAdmin && brands.isError ? (
        <ErrorMessage message="Could not load the brands." onRetry={() => void brands.refetch()} />
      ) : (
        <>
          <ProductActive product={query.data} />
          <ProductForm
            key={query.data._id}
            mode="edit"
            defaultValues={toProductValues(query.data)}
            brandOptions={isAdmin ? brands.data : undefined}
            showAddon={isAdmin}
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
