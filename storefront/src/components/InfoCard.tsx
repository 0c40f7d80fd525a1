import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { space, theme, type SpaceStep } from '@/lib/theme';

/** A card of an admin list (a user, a merchant): bordered, as tall as its row, with an h2 title. */
export const InfoCard = styled.article`
  height: 100%;
  padding: ${space(4, 4.4)};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};

  h2 {
    margin: 0;
    font-size: ${theme.fontSize[105]};
    overflow-wrap: anywhere;
  }
`;

const List = styled.dl<{ $rowGap: SpaceStep }>`
  margin: 0;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ $rowGap }) => space($rowGap, 3)};

  dt {
    color: ${theme.colors.muted};
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A term and its value (a falsy entry is left out); `testId` marks the value for tests. */
export type Detail = readonly [term: string, value: ReactNode, testId?: string];

/** Terms and their values in two columns, the terms muted. */
export function DetailList({ details, rowGap = 0.8 }: { details: readonly (Detail | false)[]; rowGap?: SpaceStep }) {
  return (
    <List $rowGap={rowGap}>
      {details.map(
        (detail) =>
          detail && (
            <Fragment key={detail[0]}>
              <dt>{detail[0]}</dt>
              <dd data-testid={detail[2]}>{detail[1]}</dd>
            </Fragment>
          ),
      )}
    </List>
  );
}
