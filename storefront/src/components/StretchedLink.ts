import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';

/**
 * A card's only link: its ::after stretches over the whole card (which is `position: relative`),
 * and the focus ring is drawn around the card.
 */
export const StretchedLink = styled(Link)`
  color: ${theme.colors.text};
  text-decoration: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${theme.radius};
  }

  &:focus-visible {
    outline: none;
  }

  &:focus-visible::after {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: -3px;
  }
`;
