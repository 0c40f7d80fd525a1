import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { Loader } from '@/components/Loader';
import { MoneyTable } from '@/components/MoneyTable';
import { MoneyTableHead } from '@/components/MoneyTableHead';
import { formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import type { ChartPoint } from './Charts';

// recharts comes with this chunk only, when the first chart is drawn.
const Chart = lazy(async () => ({ default: (await import('./Charts')).Chart }));

const Block = styled.section`
  min-width: 0;

  .chart-header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${space(2)};
    margin-bottom: ${space(3)};
  }

  h2 {
    margin: 0;
    font-size: ${theme.fontSize[110]};
  }

  .chart-frame {
    min-height: 8rem;
  }

  .table-scroll {
    max-height: 24rem;
    overflow: auto;
  }

  .chart-empty {
    margin: 0;
    color: ${theme.colors.muted};
  }
`;

export interface ChartBlockProps {
  title: string;
  /** What the picture shows, for screen readers (the table holds the figures). */
  summary: string;
  /** The column headings of the table: what each point is, and its value. */
  columns: [string, string];
  points: ChartPoint[];
  money: boolean;
  across?: boolean;
  /** Controls beside the title (the 7/30/90 days switch). */
  controls?: ReactNode;
  empty?: string;
}

/**
 * A titled chart with its text alternative: "Show as table" (a toggle button) swaps the picture
 * for a table of the same points.
 */
export function ChartBlock({ title, summary, columns, points, money, across, controls, empty = 'Nothing in this period yet.' }: ChartBlockProps) {
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const format = (value: number) => (money ? formatPrice(value) : String(value));
  return (
    <Block aria-labelledby={titleId}>
      <div className="chart-header">
        <h2 id={titleId}>{title}</h2>
        {controls}
        {points.length > 0 && (
          <Button type="button" $variant="secondary" $size="sm" aria-pressed={asTable} onClick={() => setAsTable(!asTable)}>
            Show as table
          </Button>
        )}
      </div>
      {points.length === 0 ? (
        <p className="chart-empty">{empty}</p>
      ) : asTable ? (
        <div className="table-scroll">
          <MoneyTable>
            <caption>{summary}</caption>
            <MoneyTableHead columns={[columns[0], { money: columns[1] }]} />
            <tbody>
              {points.map((point) => (
                <tr key={point.label}>
                  <th scope="row">{point.label}</th>
                  <td className="money">{format(point.value)}</td>
                </tr>
              ))}
            </tbody>
          </MoneyTable>
        </div>
      ) : (
        <div className="chart-frame" role="img" aria-label={`${summary}. Show as table for the figures.`}>
          <Suspense fallback={<Loader label={`Loading the chart: ${title}`} />}>
            <Chart points={points} money={money} across={across} />
          </Suspense>
        </div>
      )}
    </Block>
  );
}
