import { useState } from 'react';
import { AddPage } from '@/components/FormPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { isAdmin as isAdminUser } from '@/lib/roles';
import { useUser } from '@/stores/auth';
import { useAddProduct } from '../api/add-product';
import { useBrandOptions } from '../api/get-brand-options';
import { toProductForm } from '../utils/payload';
import { EMPTY_PRODUCT } from '../utils/schema';
import { ProductForm } from './ProductForm';

/**
 * /dashboard/product/add: the product form with images and upload progress; success and Cancel
 * go back one step. A merchant's brand is their own, preselected and locked (spec §6).
 */
export function AddProductPage() {
  const isAdmin = isAdminUser(useUser());
  const brands = useBrandOptions();
  const add = useAddProduct();
  const [progress, setProgress] = useState<number | null>(null);

  return (
    <AddPage title="Add Product" backTo={dashboardPaths.product.list} needs={[{ query: brands, error: 'Could not load the brands.' }]}>
      {({ save, actions }) => (
        <ProductForm
          mode="add"
          // The merchant's own brand is the second entry, after 'No option selected' (spec §6).
          defaultValues={{ ...EMPTY_PRODUCT, brand: isAdmin ? '' : (brands.data?.[1]?.value ?? '') }}
          brandOptions={brands.data ?? []}
          brandLocked={!isAdmin}
          showAddon={isAdmin}
          submitLabel="Add Product"
          progress={progress}
          onSubmit={async (values) => {
            setProgress(0);
            await save(() => add.mutateAsync({ form: toProductForm(values, isAdmin), onProgress: setProgress }));
            setProgress(null);
          }}
          actions={actions}
        />
      )}
    </AddPage>
  );
}
