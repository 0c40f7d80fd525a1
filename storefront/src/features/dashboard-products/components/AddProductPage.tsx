import { useState } from 'react';
import { Button } from '@/components/Button';
import { ErrorMessage } from '@/components/ErrorMessage';
import { Loader } from '@/components/Loader';
import { SubPage } from '@/components/SubPage';
import { notifyError, toast } from '@/lib/notify';
import { useGoBack } from '@/lib/use-go-back';
import { useUser } from '@/stores/auth';
import { useAddProduct } from '../api/add-product';
import { useBrandOptions } from '../api/get-brand-options';
import { toProductForm } from '../utils/payload';
import { EMPTY_PRODUCT, type ProductValues } from '../utils/schema';
import { ProductForm } from './ProductForm';

/**
 * /dashboard/product/add: the product form with images and upload progress; success and Cancel
 * go back one step. A merchant's brand is their own, preselected and locked (spec §6).
 */
export function AddProductPage() {
  const isAdmin = useUser()?.role === 'ROLE_ADMIN';
  const brands = useBrandOptions();
  const add = useAddProduct();
  const goBack = useGoBack('/dashboard/product');
  const [progress, setProgress] = useState<number | null>(null);

  const onSubmit = async (values: ProductValues) => {
    setProgress(0);
    try {
      const { message } = await add.mutateAsync({ form: toProductForm(values, isAdmin), onProgress: setProgress });
      if (message) toast.success(message);
      goBack();
    } catch (error) {
      notifyError(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <SubPage title="Add Product">
      {brands.isPending ? (
        <Loader label="Loading the form…" />
      ) : brands.isError ? (
        <ErrorMessage message="Could not load the brands." onRetry={() => void brands.refetch()} />
      ) : (
        <ProductForm
          mode="add"
          // The merchant's own brand is the second entry, after 'No option selected' (spec §6).
          defaultValues={{ ...EMPTY_PRODUCT, brand: isAdmin ? '' : (brands.data[1]?.value ?? '') }}
          brandOptions={brands.data}
          brandLocked={!isAdmin}
          showAddon={isAdmin}
          submitLabel="Add Product"
          progress={progress}
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
