import styled, { css } from 'styled-components';
import { space, theme } from '@/lib/theme';

/** An empty list or a missing item: a short centred sentence; `$boxed` puts it on a card (public pages on the grey page). */
export const EmptyState = styled.p<{ $boxed?: boolean }>`
  margin: 0;
  padding: ${space(10, 4)};
  text-align: center;
  color: ${theme.colors.muted};

  ${({ $boxed }) =>
    $boxed &&
    css`
      padding: ${space(12, 4)};
      background: ${theme.colors.card};
      border-radius: ${theme.radius};
    `}
`;
