import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { PageState } from '@/components/PageState';
import { SidePanel } from '@/components/SidePanel';
import { shopPaths } from '@/lib/shop-paths';
import { space, theme } from '@/lib/theme';
import { closePanels, toggleMenu, useIsMenuOpen } from '@/stores/ui';
import { useActiveCategories } from '@/api/active-categories';
import { IconButton } from '@/components/IconButton';
import { menuLinks } from '@/components/lists';

export const CATEGORY_MENU_ID = 'category-menu';

const Links = styled.nav`
  ul {
    list-style: none;
    margin: 0;
    padding: ${space(2)};
  }

  ${menuLinks}

  a {
    padding: ${space(2.8, 3.6)};
    font-weight: 500;
  }

  p {
    margin: 0;
    padding: ${space(6, 4)};
    color: ${theme.colors.muted};
  }
`;

/** Header button that opens and closes the 'Shop By Category' side menu. */
export function CategoryMenuButton() {
  const open = useIsMenuOpen();
  return (
    <IconButton
      size="2.6rem"
      aria-label="Shop By Category"
      aria-expanded={open}
      aria-controls={open ? CATEGORY_MENU_ID : undefined}
      onClick={toggleMenu}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </IconButton>
  );
}

function CategoryLinks() {
  return (
    <PageState query={useActiveCategories()} loading="Loading categories…" error="Could not load the categories.">
      {(categories) => (
        <Links aria-label="Categories">
          {categories.length === 0 ? (
            <p>No categories yet.</p>
          ) : (
            <ul>
              {categories.map((category) => (
                <li key={category._id}>
                  <NavLink to={shopPaths.category(category.slug)} onClick={closePanels}>
                    {category.name}
                  </NavLink>
                </li>
              ))}
            </ul>
          )}
        </Links>
      )}
    </PageState>
  );
}

/** The side menu 'Shop By Category' linking to /shop/category/{slug}. */
export function CategoryMenu() {
  const open = useIsMenuOpen();
  return (
    <SidePanel id={CATEGORY_MENU_ID} title="Shop By Category" open={open} onClose={closePanels} closeLabel="Close menu">
      <CategoryLinks />
    </SidePanel>
  );
}
