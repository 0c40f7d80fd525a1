import { useState } from 'react';
import styled from 'styled-components';
import { z } from 'zod';
import { SchemaForm, type FieldEntry } from '@/components/form';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { withNotices } from '@/lib/mutation-notices';
import { space, theme } from '@/lib/theme';
import { requiredText } from '@/lib/validation';
import { useContentPage, useSaveContentPage, type ContentPage, type ContentPageSlug } from '../api/get-page';

const PAGES: { slug: ContentPageSlug; label: string }[] = [
  { slug: 'returns', label: 'Returns' },
  { slug: 'privacy', label: 'Privacy' },
  { slug: 'terms', label: 'Terms' },
];

const pageSchema = z.object({
  title: requiredText('Title is required.').max(120, 'Title may not be longer than 120 characters.'),
  body: requiredText('Text is required.').max(20_000, 'Text may not be longer than 20000 characters.'),
});
type PageValues = z.infer<typeof pageSchema>;

const FIELDS: readonly FieldEntry<PageValues>[] = [
  { name: 'title', label: 'Title' },
  { name: 'body', kind: 'textarea', label: 'Text (a blank line starts a new paragraph)' },
];

const Tabs = styled.div`
  display: flex;
  gap: ${space(2)};
  margin-bottom: ${space(4)};

  button {
    padding: ${space(2, 3.6)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.card};
    color: ${theme.colors.text};
    font: inherit;
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    background: ${theme.colors.accentSoft};
    border-color: ${theme.colors.accent};
    font-weight: 700;
  }
`;

const Note = styled.p`
  margin: ${space(0, 0, 3)};
  color: ${theme.colors.muted};
`;

function PageForm({ page }: { page: ContentPage }) {
  const save = useSaveContentPage();
  return (
    <>
      <Note>{page.updated ? `Last saved ${new Date(page.updated).toLocaleString('en-KE')}.` : 'Shoppers see the shop’s default text until you save this page.'}</Note>
      <SchemaForm
        schema={pageSchema}
        defaultValues={{ title: page.title, body: page.body }}
        fields={FIELDS}
        submitLabel="Save Page"
        onSubmit={(values) => withNotices(() => save.mutateAsync({ slug: page.slug, ...values }))}
      />
    </>
  );
}

/** /dashboard/pages (admin): the texts of the Returns, Privacy and Terms pages the footer links to. */
export function ContentPagesEditor() {
  const [slug, setSlug] = useState<ContentPageSlug>('returns');
  const query = useContentPage(slug);
  return (
    <SubPage title="Pages">
      <Tabs role="group" aria-label="Page to edit">
        {PAGES.map((entry) => (
          <button key={entry.slug} type="button" aria-pressed={entry.slug === slug} onClick={() => setSlug(entry.slug)}>
            {entry.label}
          </button>
        ))}
      </Tabs>
      <PageState query={query} loading="Loading page…" error="Could not load this page.">
        {(page) => <PageForm key={`${page.slug}-${page.updated ?? 'default'}`} page={page} />}
      </PageState>
    </SubPage>
  );
}
