import { AddPage } from '@/components/FormPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { useAddBrand } from '../api/add-brand';
import { EMPTY_BRAND } from '../utils/schema';
import { BrandForm } from './BrandForm';

/** /dashboard/brand/add (admin): name, description and the active switch; success and Cancel go back. */
export function AddBrandPage() {
  const add = useAddBrand();
  return (
    <AddPage title="Add Brand" backTo={dashboardPaths.brand.list}>
      {({ save, actions }) => (
        <BrandForm
          mode="add"
          defaultValues={EMPTY_BRAND}
          submitLabel="Add Brand"
          onSubmit={({ name, description, isActive }) =>
            save(() => add.mutateAsync({ name: name.trim(), description: description.trim(), isActive }))
          }
          actions={actions}
        />
      )}
    </AddPage>
  );
}
