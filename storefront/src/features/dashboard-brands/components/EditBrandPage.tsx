import { useParams } from 'react-router-dom';
import { EditPage } from '@/components/EditPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { shopPaths } from '@/lib/shop-paths';
import { isAdmin } from '@/lib/roles';
import { useUser } from '@/stores/auth';
import { useDeleteBrand } from '../api/delete-brand';
import { useManagedBrand } from '../api/get-managed-brand';
import { useSetBrandActive } from '../api/set-brand-active';
import { useUpdateBrand } from '../api/update-brand';
import type { ManagedBrand } from '../types';
import type { BrandValues } from '../utils/schema';
import { BrandForm } from './BrandForm';

const toValues = ({ name, slug, description, isActive }: ManagedBrand): BrandValues => ({
  name,
  slug,
  description: description ?? '',
  isActive,
});

/**
 * /dashboard/brand/edit/:id: name, slug and description with Save (and Delete for admins), both
 * going back; a link to the brand's shop and an active switch that applies at once.
 */
export function EditBrandPage() {
  const { id = '' } = useParams();
  const update = useUpdateBrand();
  const remove = useDeleteBrand();

  return (
    <EditPage
      title="Edit Brand"
      noun="brand"
      query={useManagedBrand(id)}
      backTo={dashboardPaths.brand.list}
      shopPath={(brand) => shopPaths.brand(brand.slug)}
      activation={useSetBrandActive()}
      cascade
      remove={isAdmin(useUser()) ? remove : undefined}
    >
      {(brand, { save, actions }) => (
        <BrandForm
          key={brand._id}
          mode="edit"
          defaultValues={toValues(brand)}
          submitLabel="Save"
          onSubmit={({ name, slug, description }) =>
            save(() =>
              update.mutateAsync({ id, brand: { name: name.trim(), slug: slug.trim(), description: description.trim() } }),
            )
          }
          actions={actions}
        />
      )}
    </EditPage>
  );
}
