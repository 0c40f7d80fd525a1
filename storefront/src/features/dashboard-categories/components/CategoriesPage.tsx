import { ButtonLink } from '@/components/Button';
import { ItemList } from '@/components/ItemList';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { useManagedCategories } from '../api/get-managed-categories';

const productCount = (count: number) => (count === 1 ? '1 product' : `${count} products`);

/** /dashboard/category (admin): every category linking to its edit page; 'Add'. */
export function CategoriesPage() {
  return (
    <SubPage title="Categories" actions={<ButtonLink to={dashboardPaths.category.add}>Add</ButtonLink>}>
      <PageState
        query={useManagedCategories()}
        loading="Loading categories…"
        error="Could not load the categories."
        empty="no categories found."
      >
        {(categories) => (
          <ItemList
            label="Categories"
            items={categories.map((category) => ({
              id: category._id,
              to: dashboardPaths.category.edit(category._id),
              name: category.name,
              description: category.description,
              isActive: category.isActive,
              meta: <span>{productCount(category.products.length)}</span>,
            }))}
          />
        )}
      </PageState>
    </SubPage>
  );
}
