import styled from 'styled-components';
import { z } from 'zod';
import { Button } from '@/components/Button';
import { SchemaForm, type FieldEntry } from '@/components/form';
import { plainList } from '@/components/lists';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { withNotices } from '@/lib/mutation-notices';
import { space, theme } from '@/lib/theme';
import { requiredText } from '@/lib/validation';
import { useAddSynonym, useDeleteSynonym, useSynonyms } from '../api/synonyms';

const synonymSchema = z.object({
  term: requiredText('Word is required.').max(60, 'Word may not be longer than 60 characters.'),
  meaning: requiredText('Meaning is required.').max(60, 'Meaning may not be longer than 60 characters.'),
});
type SynonymValues = z.infer<typeof synonymSchema>;

const EMPTY: SynonymValues = { term: '', meaning: '' };

const FIELDS: readonly FieldEntry<SynonymValues>[] = [
  {
    row: [
      { name: 'term', label: 'Word shoppers type', placeholder: 'unga' },
      { name: 'meaning', label: 'What it means', placeholder: 'maize flour' },
    ],
  },
];

const List = styled.ul`
  ${plainList}
  margin-top: ${space(5)};
  display: grid;
  gap: ${space(2)};

  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${space(3)};
    padding: ${space(2, 3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
  }
`;

const Intro = styled.p`
  margin: ${space(0, 0, 4)};
  color: ${theme.colors.muted};
`;

/** /dashboard/search-words (admin): the search's synonyms, e.g. unga → maize flour; each works both ways. */
export function SynonymsPage() {
  const query = useSynonyms();
  const add = useAddSynonym();
  const remove = useDeleteSynonym();
  return (
    <SubPage title="Search Words">
      <Intro>A search for either word also finds products named with the other (simu finds phones, phone finds simu).</Intro>
      <SchemaForm
        schema={synonymSchema}
        defaultValues={EMPTY}
        fields={FIELDS}
        submitLabel="Add Word"
        onSubmit={(values, form) => withNotices(() => add.mutateAsync(values), { onSuccess: () => form.reset(EMPTY) })}
      />
      <PageState query={query} loading="Loading search words…" error="Could not load the search words." empty="No search words yet.">
        {(synonyms) => (
          <List aria-label="Search words">
            {synonyms.map((synonym) => (
              <li key={synonym._id}>
                <span>
                  <strong>{synonym.term}</strong> → {synonym.meaning}
                </span>
                <Button
                  type="button"
                  $variant="danger"
                  $size="sm"
                  aria-label={`Remove ${synonym.term}`}
                  onClick={() => withNotices(() => remove.mutateAsync(synonym._id))}
                >
                  Remove
                </Button>
              </li>
            ))}
          </List>
        )}
      </PageState>
    </SubPage>
  );
}
