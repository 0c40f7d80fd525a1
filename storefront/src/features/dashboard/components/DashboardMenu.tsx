import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import type { Role } from '@/stores/auth';
import { menuFor } from '../utils/menu';

const Nav = styled.nav`
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 0.5rem;

  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    gap: 0.25rem;
    overflow-x: auto;
  }

  a {
    display: block;
    padding: 0.6rem 0.9rem;
    border-radius: 8px;
    color: ${theme.colors.text};
    font-weight: 600;
    text-decoration: none;
    white-space: nowrap;
  }

  a:hover {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
  }

  a.active {
    background: ${theme.colors.accent};
    color: #fff;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    ul {
      flex-direction: column;
    }
  }
`;

/** The dashboard's menu for a role (spec §2). */
export function DashboardMenu({ role }: { role: Role }) {
  return (
    <Nav aria-label="Dashboard">
      <ul>
        {menuFor(role).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}
