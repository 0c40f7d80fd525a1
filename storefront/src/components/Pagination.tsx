import { useLayoutEffect, useRef } from 'react';
import ReactPaginateModule from 'react-paginate';
import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import { secondaryLinkLook } from './Button';
import { plainList } from './lists';

// react-paginate ships only a UMD bundle exporting `{ default: Component }`. Vitest unwraps the
// default, the production bundler does not (React error #130 on a page with pagination): take
// the inner default when there is one.
const ReactPaginate =
  (ReactPaginateModule as unknown as { default?: typeof ReactPaginateModule }).default ?? ReactPaginateModule;

/** Spec §2 "Shared interface" and §9: a 3-page range and 2 margin pages. */
export const PAGE_RANGE_DISPLAYED = 3;
export const MARGIN_PAGES_DISPLAYED = 2;

const Nav = styled.nav`
  margin: ${space(8, 0, 2)};

  ul {
    ${plainList}
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${space(1.6)};
  }

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: ${space(1.2)};
    min-width: 2.5rem;
    min-height: 2.5rem;
    padding: ${space(0, 3)};
    ${secondaryLinkLook}
    cursor: pointer;
    user-select: none;
  }

  .selected a {
    background: ${theme.colors.accent};
    border-color: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
    cursor: default;
  }

  .disabled a {
    color: ${theme.colors.muted};
    background: ${theme.colors.surface};
    border-color: ${theme.colors.border};
    cursor: not-allowed;
  }

  .break a {
    border-color: transparent;
    background: transparent;
  }
`;

export interface PaginationProps {
  /** Total number of pages; nothing is rendered unless it is above 1. */
  pageCount: number;
  /** The current page, one-based. */
  currentPage: number;
  /** Called with the chosen page, one-based (the page number the API expects). */
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
  /** Optional real link for a page (one-based), so pages can be opened in a new tab. */
  hrefBuilder?: (page: number) => string;
}

/** Accessible pager over react-paginate, shown only when there is more than one page. */
export function Pagination({ pageCount, currentPage, onPageChange, label = 'Pagination', hrefBuilder }: PaginationProps) {
  const navRef = useRef<HTMLElement>(null);

  // react-paginate puts role="navigation" on its <ul>. The <nav> below is the landmark, so the
  // list keeps its list semantics (<li> in a navigation role fails axe's listitem rule).
  // React sets these constant attributes only once, so removing them sticks.
  useLayoutEffect(() => {
    const list = navRef.current?.querySelector('ul');
    list?.removeAttribute('role');
    list?.removeAttribute('aria-label');
  });

  if (!Number.isFinite(pageCount) || pageCount <= 1) return null;
  const selected = Math.min(Math.max(currentPage, 1), pageCount) - 1;

  return (
    <Nav ref={navRef} aria-label={label}>
      <ReactPaginate
        pageCount={Math.floor(pageCount)}
        forcePage={selected}
        pageRangeDisplayed={PAGE_RANGE_DISPLAYED}
        marginPagesDisplayed={MARGIN_PAGES_DISPLAYED}
        onPageChange={({ selected: index }) => onPageChange(index + 1)}
        previousLabel={
          <>
            <span aria-hidden="true">‹</span> Previous
          </>
        }
        nextLabel={
          <>
            Next <span aria-hidden="true">›</span>
          </>
        }
        previousAriaLabel="Previous page"
        nextAriaLabel="Next page"
        breakLabel="…"
        breakClassName="break"
        breakAriaLabels={{ forward: 'Jump forward', backward: 'Jump backward' }}
        ariaLabelBuilder={(page: number, isSelected: unknown) =>
          isSelected ? `Page ${page}, current page` : `Page ${page}`
        }
        hrefBuilder={hrefBuilder ? (page: number) => hrefBuilder(page) : undefined}
        selectedPageRel={null}
        renderOnZeroPageCount={null}
      />
    </Nav>
  );
}
