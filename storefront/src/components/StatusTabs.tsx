import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { space, theme } from '@/lib/theme';

/** A row of tab links (`aria-current` marks the open one); for lists whose tabs are not `?tab=`. */
export const TabsNav = styled.nav`
  margin-bottom: ${space(4)};

  ul {
    display: flex;
    gap: ${space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-x: auto;
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: ${space(1.4)};
    min-height: 2.75rem;
    padding: ${space(0, 3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.text};
    white-space: nowrap;
    text-decoration: none;
  }

  a[aria-current='page'] {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accentSoft};
    font-weight: 700;
  }

  .tab-count {
    min-width: 1.5rem;
    padding: ${space(0.4, 1.4)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
    font-size: ${theme.fontSize[85]};
    text-align: center;
  }
`;

export interface StatusTab<V extends string> {
  value: V;
  label: string;
  /** A count badge ('Waiting 3'); none while unknown. */
  count?: number;
}

/** The tab the address names (`?tab=…`), or the first. */
export function useCurrentTab<V extends string>(tabs: readonly { value: V }[]): V {
  const [params] = useSearchParams();
  const asked = params.get('tab');
  return tabs.find((tab) => tab.value === asked)?.value ?? tabs[0]!.value;
}

/**
 * A list's tabs (All, Waiting…) as links to the same page with `?tab=` (the first tab has none), so
 * Back and shared links keep the tab; each may carry a count badge.
 */
export function StatusTabs<V extends string>({ label, tabs }: { label: string; tabs: readonly StatusTab<V>[] }) {
  const current = useCurrentTab(tabs);
  return (
    <TabsNav aria-label={label}>
      <ul>
        {tabs.map((tab, index) => (
          <li key={tab.value}>
            <Link to={index === 0 ? '?' : `?tab=${encodeURIComponent(tab.value)}`} aria-current={tab.value === current ? 'page' : undefined}>
              {tab.label}
              {tab.count !== undefined && (
<>
                  {' '}
                  <span className="tab-count">{tab.count}</span>
                </>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </TabsNav>
  );
}
