import { ButtonLink } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { ErrorMessage } from '@/components/ErrorMessage';
import { ItemList } from '@/components/ItemList';
import { Loader } from '@/components/Loader';
import { SubPage } from '@/components/SubPage';
import { useCategories } from '../api/get-categories';

/** /dashboard/category (admin): every category linking to its edit page; 'Add'. */
export function CategoriesPage() {
  const { data: categories, isPending, isError, refetch } = useCategories();

  return (
    <SubPage title="Categories" actions={<ButtonLink to="/dashboard/category/add">Add</ButtonLink>}>
      {isPending ? (
        <Loader label="Loading categories…" />
      ) : isError ? (
        <ErrorMessage message="Could not load the categories." onRetry={() => void refetch()} />
      ) : categories.length === 0 ? (
        <EmptyState>no categories found.</EmptyState>
      ) : (
        <ItemList
          label="Categories"
          items={categories.map((category) => ({
            id: category._id,
            to: `/dashboard/category/edit/${category._id}`,
            name: category.name,
            description: category.description,
            isActive: category.isActive,
            meta: <span>{category.products.length === 1 ? '1 product' : `${category.products.length} products`}</span>,
          }))}
        />
      )}
    </SubPage>
  );
}
