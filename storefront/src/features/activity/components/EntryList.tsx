import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { TextButton } from '@/components/Button';
import { RoleBadge } from '@/components/RoleBadge';
import { plainList } from '@/components/lists';
import { space, theme } from '@/lib/theme';
import type { Role } from '@/stores/auth';
import type { ActivityEntry } from '../types';
import { actionText, changeRows, entityText, momentText } from '../utils/describe';

/** What the entry is about: its name, linking to its page when it has one ('Order DK-10342', 'Review “Great pot” on Sufuria'). */
function Target({ entry }: { entry: ActivityEntry }) {
  const text = entityText(entry);
  return (
    <span className="entry-target">
      {entry.target?.link ? <Link to={entry.target.link}>{text}</Link> : text}
    </span>
  );
}

const List = styled.ol`
  ${plainList}
  display: grid;
  gap: ${space(3)};
`;

const Item = styled.li`
  padding: ${space(3, 4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  .entry-head {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
  }

  .entry-action {
    font-weight: 600;
  }

  .entry-when,
  .entry-target {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[90]};
  }

  ul {
    ${plainList}
    margin-top: ${space(2)};
    font-size: ${theme.fontSize[92]};
  }

  .entry-field {
    font-weight: 600;
  }

  .entry-none {
    margin: ${space(2, 0, 0)};
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[90]};
  }
`;

interface EntryListProps {
  entries: ActivityEntry[];
  /** Show which entity each entry is about (the Activity page; a history card is about one). */
  showTarget?: boolean;
  /** Makes each person's name a button that filters by that person. */
  onPerson?: (actor: ActivityEntry['actor']) => void;
}

/** Audit entries: who (name, role), when, what, and each changed field as before → after. */
export function EntryList({ entries, showTarget = false, onPerson }: EntryListProps) {
  return (
    <List>
      {entries.map((entry) => (
        <Item key={entry._id} data-testid="activity-entry">
          <div className="entry-head">
            {onPerson ? (
              <TextButton type="button" onClick={() => onPerson(entry.actor)} aria-label={`Show activity of ${entry.actor.name}`}>
                {entry.actor.name}
              </TextButton>
            ) : (
              <strong>{entry.actor.name}</strong>
            )}
            <RoleBadge role={entry.actor.role as Role} />
            <span className="entry-action">{actionText(entry.action)}</span>
            {showTarget && <Target entry={entry} />}
            <time className="entry-when" dateTime={entry.created}>
              {momentText(entry.created)}
            </time>
          </div>
          {Object.keys(entry.changes).length ? (
            <ul>
              {changeRows(entry).map((row) => (
                <li key={row.key}>
                  <span className="entry-field">{row.field}</span>: {`${row.before} → ${row.after}`}
                </li>
              ))}
            </ul>
          ) : (
            <p className="entry-none">No field changed.</p>
          )}
        </Item>
      ))}
    </List>
  );
}
