import styled from 'styled-components';
import { PageState } from '@/components/PageState';
import { space, theme } from '@/lib/theme';
import { useEntityHistory } from '../api/get-activity';
import { EntryList } from './EntryList';

const Card = styled.section`
  margin-top: ${space(5)};
  padding: ${space(4, 5)};
  background: ${theme.colors.card};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  h2 {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[110]};
  }

  .history-more {
    margin: ${space(3, 0, 0)};
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[90]};
  }
`;

/** The "History" card of a product's edit page or an order's page: who changed what and when, newest first. */
export function EntityHistory({ entity, id, version }: { entity: 'product' | 'order'; id: string; version?: string }) {
  const query = useEntityHistory(entity, id, version);
  if (query.data === null) return null;
  return (
    <Card aria-labelledby={`history-${id}`}>
      <h2 id={`history-${id}`}>History</h2>
      <PageState
        query={query}
        loading="Loading history…"
        error="Could not load the history."
        empty="No changes recorded yet."
        isEmpty={(data) => !data || data.entries.length === 0}
      >
        {(data) =>
          data && (
            <>
              <EntryList entries={data.entries} />
              {data.count > data.entries.length && (
                <p className="history-more">{`The ${data.entries.length} latest of ${data.count} changes.`}</p>
              )}
            </>
          )
        }
      </PageState>
    </Card>
  );
}
