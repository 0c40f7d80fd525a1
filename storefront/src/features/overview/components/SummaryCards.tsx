import styled from 'styled-components';
import { VisuallyHidden } from '@/components/VisuallyHidden';
import { formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import type { Overview, Period, PeriodFigures } from '../types';
import { changeOf } from '../utils/change';

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: ${space(3)};

  .period-card {
    margin: 0;
    padding: ${space(4)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.card};
    background: ${theme.colors.surface};
  }

  h3 {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[100]};
  }

  dl {
    display: grid;
    gap: ${space(2.4)};
    margin: 0;
  }

  dt {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[85]};
  }

  dd {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${space(0, 2)};
    margin: 0;
    font-weight: 700;
  }

  .figure-main {
    font-size: ${theme.fontSize[130]};
  }

  .vat,
  .change {
    font-size: ${theme.fontSize[85]};
    font-weight: 600;
  }

  .vat {
    flex-basis: 100%;
    color: ${theme.colors.muted};
  }

  .change {
    padding: ${space(0, 1.6)};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.card};
    color: ${theme.colors.muted};
  }

  .change-up {
    background: ${theme.colors.successSoft};
    color: ${theme.colors.success};
  }

  .change-down {
    background: ${theme.colors.dangerSoft};
    color: ${theme.colors.danger};
  }
`;

const PERIODS = [
  { key: 'today', title: 'Today', previous: 'yesterday' },
  { key: 'last7', title: 'Last 7 days', previous: 'the 7 days before' },
  { key: 'last30', title: 'Last 30 days', previous: 'the 30 days before' },
] as const;

function ChangeBadge({ current, previous, against }: { current: number; previous: number; against: string }) {
  const change = changeOf(current, previous);
  return (
    <span className={`change change-${change.direction}`} data-testid="change">
      {change.label}
      <VisuallyHidden> against {against}</VisuallyHidden>
    </span>
  );
}

type Figure = keyof Omit<PeriodFigures, 'vat'>;

const FIGURES: { key: Figure; label: string; money: boolean }[] = [
  { key: 'sales', label: 'Sales', money: true },
  { key: 'orders', label: 'Orders', money: false },
  { key: 'averageOrder', label: 'Average order', money: true },
  { key: 'newCustomers', label: 'New customers', money: false },
];

function PeriodCard({ period, title, against, id }: { period: Period; title: string; against: string; id: string }) {
  return (
    <section className="period-card" aria-labelledby={id} data-testid={`card-${id.replace('overview-card-', '')}`}>
      <h3 id={id}>{title}</h3>
      <dl>
        {FIGURES.map(({ key, label, money }) => {
          const current = period[key];
          const previous = period.previous[key];
          if (current === null || previous === null) return null;
          return (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                <span className={key === 'sales' ? 'figure-main' : undefined}>{money ? formatPrice(current) : current}</span>
                <ChangeBadge current={current} previous={previous} against={against} />
                {key === 'sales' && <span className="vat">incl. VAT {formatPrice(period.vat)}</span>}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

/**
 * Sales (VAT shown apart), orders, average order and, for the shop, new customers: today, the
 * last 7 and the last 30 days, each with its change against the same length of time before.
 */
export function SummaryCards({ cards }: { cards: Overview['cards'] }) {
  return (
    <Cards>
      {PERIODS.map(({ key, title, previous }) => (
        <PeriodCard key={key} id={`overview-card-${key}`} period={cards[key]} title={title} against={previous} />
      ))}
    </Cards>
  );
}
