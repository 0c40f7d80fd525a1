import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { TextButton } from '@/components/Button';
import { PageState } from '@/components/PageState';
import { Pagination } from '@/components/Pagination';
import { SubPage } from '@/components/SubPage';
import { SelectField, TextField } from '@/components/form';
import { space, theme } from '@/lib/theme';
import { activityQueryOptions } from '../api/get-activity';
import { ACTIVITY_ENTITIES, type ActivityEntity, type ActivityFilters } from '../types';
import { EntryList } from './EntryList';

const Filters = styled.div`
  display: grid;
  gap: ${space(3)};
  margin-bottom: ${space(4)};

  @media (min-width: ${theme.breakpoints.sm}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Person = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)};
  margin: ${space(0, 0, 4)};
`;

const Count = styled.p`
  margin: ${space(0, 0, 3)};
  color: ${theme.colors.muted};
`;

const ENTITY_OPTIONS = [
  { value: '', label: 'Everything' },
  ...ACTIVITY_ENTITIES.map((entity) => ({ value: entity, label: entity.replace('-', ' ') })),
];

/**
 * /dashboard/activity (admin): the audit log, newest first, filtered by person (a name in the
 * list), entity and period, a page at a time (spec §9's pagination).
 */
export function ActivityPage() {
  const [filters, setFilters] = useState<ActivityFilters>({});
  const [page, setPage] = useState(1);
  const query = useQuery(activityQueryOptions(filters, page));
  const change = (next: ActivityFilters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <SubPage title="Activity">
      <Filters role="group" aria-label="Filter activity">
        <SelectField
          label="Entity"
          options={ENTITY_OPTIONS}
          value={filters.entity ?? ''}
          onChange={(event) => change({ ...filters, entity: (event.target.value || undefined) as ActivityEntity | undefined })}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => change({ ...filters, from: event.target.value || undefined })}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => change({ ...filters, to: event.target.value || undefined })}
        />
      </Filters>
      {filters.actor ? (
        <Person>
          <span>
            Person: <strong>{filters.actor.name}</strong>
          </span>
          <TextButton type="button" onClick={() => change({ ...filters, actor: undefined })}>
            Everyone
          </TextButton>
        </Person>
      ) : (
        <Person>Choose a name below to see only that person's changes.</Person>
      )}
      <PageState
        query={query}
        loading="Loading activity…"
        error="Could not load the activity."
        empty="No Activity Found!"
        isEmpty={(data) => data.entries.length === 0}
      >
        {(data) => (
          <>
            <Count>{data.count === 1 ? '1 change' : `${data.count} changes`}</Count>
            <EntryList entries={data.entries} showTarget onPerson={(actor) => change({ ...filters, actor: { id: actor._id, name: actor.name } })} />
            <Pagination label="Activity pages" pageCount={data.totalPages} currentPage={data.currentPage} onPageChange={setPage} />
          </>
        )}
      </PageState>
    </SubPage>
  );
}
