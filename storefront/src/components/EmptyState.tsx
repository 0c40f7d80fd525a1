import styled, { css } from 'styled-components';
import { theme } from '@/lib/theme';

/** An empty list or a missing item: a short centred sentence; `$boxed` puts it on a card (public pages on the grey page). */
export const EmptyState = styled.p<{ $boxed?: boolean }>`
  margin: 0;
  padding: ${theme.space.section} ${theme.space.lg};
  text-align: center;
  color: ${theme.colors.muted};

  ${({ $boxed }) =>
    $boxed &&
    css`
      padding: 3rem ${theme.space.lg};
      background: ${theme.colors.card};
      border-radius: ${theme.radius};
    `}
`;
