import { ErrorMessage } from '@/components/ErrorMessage';
import { Loader } from '@/components/Loader';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCategories } from '@/api/categories';
import { Banner } from './Banner';
import { CategoryBlock } from './CategoryBlock';

export function HomePage() {
  useDocumentTitle();
  const { data: categories, isPending, isError, refetch } = useCategories();

  return (
    <>
      <Banner />
      {isPending ? (
        <Loader label="Loading categories…" />
      ) : isError ? (
        <ErrorMessage message="Could not load the categories." onRetry={() => void refetch()} />
      ) : (
        categories.map((category) => <CategoryBlock key={category._id} category={category} />)
      )}
    </>
  );
}
