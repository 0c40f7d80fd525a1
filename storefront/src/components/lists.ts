import styled, { css } from 'styled-components';
import { space, theme, type SpaceStep } from '@/lib/theme';

/** A list without bullets or indentation. */
export const plainList = css`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A plain list, one item under the other. */
export const StackList = styled.ul<{ $gap?: SpaceStep }>`
  ${plainList}
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 3 }) => space($gap)};
`;

/** A plain list of cards, as many per row as fit at `$min` wide. */
export const CardGrid = styled.ul<{ $min: string }>`
  ${plainList}
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}, 1fr));
`;

/** A menu's links (NavLink): blocks that light up on hover and take the accent when active. */
export const menuLinks = css`
  a {
    display: block;
    border-radius: ${theme.radii.control};
    color: ${theme.colors.text};
    text-decoration: none;
  }

  a:hover {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
  }

  a.active {
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
  }
`;

/**
 * A bordered card whose one link (`link`, a selector inside it) covers the whole card; the
 * border takes the accent on hover and focus.
 */
export const linkedCard = (link: string) => css`
  position: relative;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  &:hover,
  &:focus-within {
    border-color: ${theme.colors.accent};
  }

  ${link} {
    color: ${theme.colors.text};
    text-decoration: none;
  }

  ${link}::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  ${link}:hover {
    text-decoration: underline;
  }
`;
