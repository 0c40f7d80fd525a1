import { useLayoutEffect, useRef, type RefObject } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { menuLinks, plainList } from '@/components/lists';
import { ROLE } from '@/lib/roles';
import { space, theme } from '@/lib/theme';
import type { Role } from '@/stores/auth';
import { useWorkQueues } from '../api/get-work-queues';
import { menuFor } from '../utils/menu';

const Nav = styled.nav`
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: ${space(2)};

  ul {
    ${plainList}
    display: flex;
    gap: ${space(1)};
    overflow-x: auto;
  }

  ${menuLinks}

  a {
    padding: ${space(2.4, 3.6)};
    font-weight: 600;
    white-space: nowrap;
  }

  .menu-count {
    display: inline-block;
    min-width: 1.6rem;
    margin-left: ${space(2)};
    padding: ${space(0, 1.8)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
    font-size: ${theme.fontSize[85]};
    text-align: center;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    ul {
      flex-direction: column;
    }
  }
`;

/**
 * Where a sideways-scrolling list must scroll to show `item` whole, centred when it can be; null
 * when it is in view already (or the list does not scroll).
 */
export function scrollLeftToShow(list: HTMLElement, item: HTMLElement): number | null {
  if (list.scrollWidth <= list.clientWidth) return null;
  const listBox = list.getBoundingClientRect();
  const itemBox = item.getBoundingClientRect();
  if (itemBox.left >= listBox.left && itemBox.right <= listBox.right) return null;
  const itemStart = itemBox.left - listBox.left + list.scrollLeft;
  const centred = itemStart - (list.clientWidth - itemBox.width) / 2;
  return Math.min(Math.max(centred, 0), list.scrollWidth - list.clientWidth);
}

/**
 * On a phone the menu is one row that scrolls sideways: bring the current section's entry into
 * view (on /dashboard/merchant 'Merchants' would sit off-screen). Only the row scrolls, never the
 * page. Runs again when the counts beside Merchants and Reviews arrive and widen the row.
 */
function useActiveEntryInView(listRef: RefObject<HTMLUListElement | null>, widthKey: unknown) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!list || !active) return;
    const left = scrollLeftToShow(list, active);
    if (left !== null) list.scrollLeft = left;
  }, [listRef, pathname, widthKey]);
}

/** The dashboard's menu for a role (spec §2); an admin also sees what waits beside Merchants and Reviews. */
export function DashboardMenu({ role }: { role: Role }) {
  const queues = useWorkQueues(role === ROLE.admin);
  const listRef = useRef<HTMLUListElement>(null);
  useActiveEntryInView(listRef, queues.data);
  return (
    <Nav aria-label="Dashboard">
      <ul ref={listRef}>
        {menuFor(role).map((item) => {
          const waiting = item.queue && queues.data ? queues.data[item.queue] : undefined;
          return (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end}>
                {item.label}
                {waiting !== undefined && (
                  <span className="menu-count">
                    {waiting}
                    <VisuallyHidden> waiting</VisuallyHidden>
                  </span>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}
