import { useActiveCategories } from '@/api/active-categories';
import { PageState } from '@/components/PageState';
import { useDeferredQuery } from '@/lib/use-deferred-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Banner } from './Banner';
import { CategoryBlock } from './CategoryBlock';

export function HomePage() {
  useDocumentTitle();
  return (
    <>
      <Banner />
      <PageState query={useDeferredQuery(useActiveCategories())} loading="Loading categories…" error="Could not load the categories.">
        {(categories) => categories.map((category) => <CategoryBlock key={category._id} category={category} />)}
      </PageState>
    </>
  );
}
