import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import { linkedCard, plainList } from './lists';
import { thumbnail } from './thumbnail';

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: ${space(3)};

  .item-card {
    ${linkedCard('h2 a')}
    display: flex;
    align-items: flex-start;
    gap: ${space(4)};
    padding: ${space(3.6, 4)};
  }

  .item-media {
    flex: none;
    ${thumbnail('4.5rem', 'cover')}
  }

  .item-body {
    min-width: 0;
    flex: 1;
  }

  h2 {
    margin: ${space(0, 0, 1)};
    font-size: ${theme.fontSize[105]};
  }

  .item-description {
    margin: 0;
    color: ${theme.colors.muted};
    overflow-wrap: anywhere;
  }

  .item-meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${space(2)};
    margin-top: ${space(1.6)};
    font-size: ${theme.fontSize[90]};
    color: ${theme.colors.muted};
  }

  .item-inactive {
    padding: ${space(0.4, 2.2)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.dangerSoft};
    color: ${theme.colors.danger};
    font-weight: 700;
  }
`;

export interface ItemListEntry {
  id: string;
  /** Where the entry's name links (its edit page). */
  to: string;
  name: string;
  description?: string;
  /** An image or placeholder shown before the text. */
  media?: ReactNode;
  /** Marked 'Inactive' when false. */
  isActive?: boolean;
  /** More text under the description (e.g. 'By {merchant}'). */
  meta?: ReactNode;
}

/** A dashboard list of linked entries (products, categories, brands): the whole card is clickable. */
export function ItemList({ label, items }: { label: string; items: readonly ItemListEntry[] }) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <article className="item-card">
            {item.media && <div className="item-media">{item.media}</div>}
            <div className="item-body">
              <h2>
                <Link to={item.to}>{item.name}</Link>
              </h2>
              {item.description && <p className="item-description">{item.description}</p>}
              {(item.isActive === false || item.meta) && (
                <div className="item-meta">
                  {item.isActive === false && <span className="item-inactive">Inactive</span>}
                  {item.meta}
                </div>
              )}
            </div>
          </article>
        </li>
      ))}
    </List>
  );
}
