import { ButtonLink } from '@/components/Button';
import { ItemList } from '@/components/ItemList';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { isAdmin } from '@/lib/roles';
import { useUser } from '@/stores/auth';
import { useManagedBrands } from '../api/get-managed-brands';
import { ownerText } from '../utils/owner';

/**
 * /dashboard/brand: 'Brands' with an Add button for admins, 'Brand' (the merchant's own) for
 * anyone else (spec §2). Brands of other merchants say whose they are.
 */
export function BrandsPage() {
  const user = useUser();
  const admin = isAdmin(user);

  return (
    <SubPage
      title={admin ? 'Brands' : 'Brand'}
      actions={admin ? <ButtonLink to={dashboardPaths.brand.add}>Add</ButtonLink> : undefined}
    >
      <PageState query={useManagedBrands()} loading="Loading brands…" error="Could not load the brands." empty="no brands found.">
        {(brands) => (
          <ItemList
            label="Brands"
            items={brands.map((brand) => {
              const owner = ownerText(brand, user?.merchant);
              return {
                id: brand._id,
                to: dashboardPaths.brand.edit(brand._id),
                name: brand.name,
                description: brand.description,
                isActive: brand.isActive,
                meta: owner ? <span>{owner}</span> : undefined,
              };
            })}
          />
        )}
      </PageState>
    </SubPage>
  );
}
