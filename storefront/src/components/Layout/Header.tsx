import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { SHOP_NAME } from '@/lib/use-document-title';
import { theme } from '@/lib/theme';
import { Container } from '../Container';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${theme.colors.card};
  border-bottom: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-height: 4rem;
`;

const Logo = styled(Link)`
  font-size: 1.5rem;
  font-weight: 800;
  letter-spacing: -0.02em;
  color: ${theme.colors.text};
  text-decoration: none;

  span {
    color: ${theme.colors.accent};
  }
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: 0.5rem;
`;

const NavItem = styled(NavLink)`
  display: inline-block;
  padding: 0.5rem 1rem;
  border-radius: 999px;
  font-weight: 600;
  color: ${theme.colors.text};
  text-decoration: none;

  &:hover {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
  }

  &.active {
    background: ${theme.colors.accent};
    color: #fff;
  }
`;

export function Header() {
  return (
    <Bar>
      <Inner>
        <Logo to="/" aria-label={`${SHOP_NAME} home`}>
          Duka <span>Kenya</span>
        </Logo>
        <nav aria-label="Main">
          <NavList>
            <li>
              <NavItem to="/shop">Shop</NavItem>
            </li>
          </NavList>
        </nav>
      </Inner>
    </Bar>
  );
}
