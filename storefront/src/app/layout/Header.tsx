import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@/components/Container';
import { SHOP_NAME } from '@/lib/use-document-title';
import { space, theme } from '@/lib/theme';
import { BrandsMenu } from '@/features/brands-menu/components/BrandsMenu';
import { CartButton } from '@/features/cart/components/CartButton';
import { CategoryMenuButton } from '@/features/categories-menu/components/CategoryMenu';
import { ProductSearch } from '@/features/search/components/ProductSearch';
import { AccountMenu } from './AccountMenu';

/** One styled root (with nested rules) keeps style injection cheap. */
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${theme.colors.card};
  border-bottom: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadow};

  .header-inner {
    display: grid;
    align-items: center;
    gap: ${space(2)};
    padding-top: ${space(2)};
    padding-bottom: ${space(2)};
    /* The account menu takes what the logo leaves (it shortens a long name), never the logo's room. */
    grid-template-columns: auto auto minmax(0, 1fr) auto;
    grid-template-areas:
      'toggle logo account cart'
      'search search search search'
      'nav nav nav nav';
  }

  .header-toggle {
    grid-area: toggle;
  }
  .header-search {
    grid-area: search;
    min-width: 0;
  }
  .header-account {
    grid-area: account;
    min-width: 0;
    display: flex;
    justify-content: flex-end;
  }
  .header-cart {
    grid-area: cart;
  }

  .header-logo {
    grid-area: logo;
    font-size: ${theme.fontSize[135]};
    font-weight: 800;
    letter-spacing: -0.02em;
    color: ${theme.colors.text};
    text-decoration: none;
    white-space: nowrap;
  }

  .header-logo span {
    color: ${theme.colors.accent};
  }

  /* Narrow phones (360 px): a smaller logo and gaps leave the account menu room for a name. */
  @media (max-width: 23.74rem) {
    .header-inner {
      gap: ${space(1.4)};
    }

    .header-logo {
      font-size: ${theme.fontSize[115]};
    }
  }

  .header-nav {
    grid-area: nav;
    display: flex;
    align-items: center;
    gap: ${space(1)};
  }

  .header-nav > a {
    display: inline-block;
    padding: ${space(2, 4)};
    border-radius: ${theme.radii.pill};
    font-weight: 600;
    color: ${theme.colors.text};
    text-decoration: none;
  }

  .header-nav > a:hover {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
  }

  .header-nav > a.active {
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
  }

  @media (min-width: ${theme.breakpoints.sm}) {
    .header-inner {
      grid-template-columns: auto auto minmax(0, 1fr) auto auto;
      grid-template-areas:
        'toggle logo nav account cart'
        'search search search search search';
    }

    .header-nav {
      justify-content: flex-end;
    }
  }

  @media (min-width: ${theme.breakpoints.md}) {
    .header-inner {
      min-height: 4rem;
      gap: ${space(3)};
      grid-template-columns: auto auto minmax(12rem, 1fr) auto auto auto;
      grid-template-areas: 'toggle logo search nav account cart';
    }

    .header-logo {
      font-size: ${theme.fontSize[150]};
    }
  }
`;

/**
 * Keeps `--header-height` current: the side panels open just below the sticky header. The
 * observer reports the first size after the browser's own layout, so the first render forces
 * no extra one (the panels are closed until a tap anyway).
 */
function useHeaderHeightVariable() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    if (!header) return undefined;
    const update = () =>
      document.documentElement.style.setProperty('--header-height', `${Math.round(header.getBoundingClientRect().height)}px`);
    if (typeof ResizeObserver === 'undefined') {
      update();
      return undefined;
    }
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/** Header (spec §2): menu toggle, logo, search, Brands, Shop, account, cart. */
export function Header() {
  const ref = useHeaderHeightVariable();

  return (
    <Bar ref={ref}>
      <Container className="header-inner">
        <div className="header-toggle">
          <CategoryMenuButton />
        </div>
        <Link className="header-logo" to="/" aria-label={`${SHOP_NAME} home`}>
          Duka <span>Kenya</span>
        </Link>
        <div className="header-search">
          <ProductSearch />
        </div>
        <nav className="header-nav" aria-label="Main">
          <BrandsMenu />
          <NavLink to="/shop">Shop</NavLink>
        </nav>
        <div className="header-account">
          <AccountMenu />
        </div>
        <div className="header-cart">
          <CartButton />
        </div>
      </Container>
    </Bar>
  );
}
