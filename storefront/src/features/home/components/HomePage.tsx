import { ErrorMessage } from '@/components/ErrorMessage';
import { Loader } from '@/components/Loader';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useActiveCategories } from '@/api/active-categories';
import { Banner } from './Banner';
import { CategoryBlock } from './CategoryBlock';

export function HomePage() {
  useDocumentTitle();
  const { data: categories, isPending, isError, refetch } = useActiveCategories();

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
