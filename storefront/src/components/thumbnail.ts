import { css } from 'styled-components';
import { theme } from '@/lib/theme';

/** A square image frame of `size` on the surface colour, its image filling it (`fit`). */
export const thumbnail = (size: string, fit: 'cover' | 'contain') => css`
  width: ${size};
  height: ${size};
  border-radius: ${theme.radii.control};
  overflow: hidden;
  background: ${theme.colors.surface};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: ${fit};
  }
`;
