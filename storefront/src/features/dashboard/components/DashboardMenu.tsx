import { NavLink } from 'react-router-dom';
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

/** The dashboard's menu for a role (spec §2); an admin also sees what waits beside Merchants and Reviews. */
export function DashboardMenu({ role }: { role: Role }) {
  const queues = useWorkQueues(role === ROLE.admin);
  return (
    <Nav aria-label="Dashboard">
      <ul>
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
