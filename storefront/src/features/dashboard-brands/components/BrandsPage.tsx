import { ButtonLink } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { ErrorMessage } from '@/components/ErrorMessage';
import { ItemList } from '@/components/ItemList';
import { Loader } from '@/components/Loader';
import { SubPage } from '@/components/SubPage';
import { useUser } from '@/stores/auth';
import { useBrands } from '../api/get-brands';
import { ownerText } from '../utils/owner';

/**
 * /dashboard/brand: 'Brands' with an Add button for admins, 'Brand' (the merchant's own) for
 * anyone else (spec §2). Brands of other merchants say whose they are.
 */
export function BrandsPage() {
  const user = useUser();
  const isAdmin = user?.role === 'ROLE_ADMIN';
  const { data: brands, isPending, isError, refetch } = useBrands();

  return (
    <SubPage
      title={isAdmin ? 'Brands' : 'Brand'}
      actions={isAdmin ? <ButtonLink to="/dashboard/brand/add">Add</ButtonLink> : undefined}
    >
      {isPending ? (
        <Loader label="Loading brands…" />
      ) : isError ? (
        <ErrorMessage message="Could not load the brands." onRetry={() => void refetch()} />
      ) : brands.length === 0 ? (
        <EmptyState>no brands found.</EmptyState>
      ) : (
        <ItemList
          label="Brands"
          items={brands.map((brand) => {
            const owner = ownerText(brand, user?.merchant);
            return {
              id: brand._id,
              to: `/dashboard/brand/edit/${brand._id}`,
              name: brand.name,
              description: brand.description,
              isActive: brand.isActive,
              meta: owner ? <span>{owner}</span> : undefined,
            };
          })}
        />
      )}
    </SubPage>
  );
}
