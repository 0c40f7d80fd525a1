import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { space, theme } from '@/lib/theme';
import { useOverview } from '../api/get-overview';
import { OVERVIEW_DAYS, type Overview, type OverviewDays } from '../types';
import { ChartBlock } from './ChartBlock';
import { ExportBlock } from './ExportBlock';
import { CancellationRate, LinesToShip, LowStock, Rating, TopMerchants, TopProducts, WorkQueues } from './Panels';
import { SummaryCards } from './SummaryCards';

const Sections = styled.div`
  display: grid;
  gap: ${space(8)};

  .overview-grid {
    display: grid;
    gap: ${space(8, 6)};
  }

  @media (min-width: ${theme.breakpoints.md}) {
    .overview-grid {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }

    .overview-wide {
      grid-column: 1 / -1;
    }
  }

  .days-switch {
    display: flex;
    gap: ${space(1)};
  }
`;

const PAYMENT_LABELS: Record<string, string> = { mpesa: 'M-Pesa', cod: 'Pay on delivery' };

/** "2026-11-03" → "Nov 3", the day as the chart's axis and table name it. */
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

function DaysSwitch({ days, onChange }: { days: OverviewDays; onChange: (days: OverviewDays) => void }) {
  return (
    <div className="days-switch" role="group" aria-label="Days shown">
      {OVERVIEW_DAYS.map((choice) => (
        <Button key={choice} type="button" $size="sm" $variant={choice === days ? 'primary' : 'secondary'} aria-pressed={choice === days} onClick={() => onChange(choice)}>
          {choice} days
        </Button>
      ))}
    </div>
  );
}

function DailySales({ overview, days, onDays }: { overview: Overview; days: OverviewDays; onDays: (days: OverviewDays) => void }) {
  // The figures shown: while another choice loads, the last one stays on screen under its own title.
  const shown = overview.daily.length;
  return (
    <ChartBlock
      title={`Sales by day, last ${shown} days`}
      summary={`Sales by day over the last ${shown} days, oldest first`}
      columns={['Day', 'Sales']}
      points={overview.daily.map((day) => ({ label: dayLabel(day.date), value: day.sales }))}
      money
      controls={<DaysSwitch days={days} onChange={onDays} />}
    />
  );
}

/** The shop's figures (admins): cards, charts within the chosen days, best sellers, work queues. */
function ShopOverview({ overview, days, onDays }: { overview: Overview; days: OverviewDays; onDays: (days: OverviewDays) => void }) {
  const shown = overview.daily.length;
  return (
    <>
      <SummaryCards cards={overview.cards} />
      <WorkQueues queues={overview.queues} />
      <div className="overview-grid">
        <div className="overview-wide">
          <DailySales overview={overview} days={days} onDays={onDays} />
        </div>
        <ChartBlock
          title="Orders by status"
          summary={`Order lines by status, last ${shown} days`}
          columns={['Status', 'Lines']}
          points={overview.ordersByStatus.map((row) => ({ label: row.status, value: row.count }))}
          money={false}
          across
        />
        <ChartBlock
          title="Sales by category"
          summary={`Sales by category, last ${shown} days, biggest first`}
          columns={['Category', 'Sales']}
          points={overview.salesByCategory.map((row) => ({ label: row.category, value: row.sales }))}
          money
          across
        />
        <ChartBlock
          title="Payment methods"
          summary={`Sales by payment method, last ${shown} days`}
          columns={['Payment method', 'Sales']}
          points={overview.paymentMethods.map((row) => ({ label: `${PAYMENT_LABELS[row.method] ?? row.method} (${row.orders} orders)`, value: row.sales }))}
          money
          across
        />
        <TopMerchants merchants={overview.topMerchants} />
        <div className="overview-wide">
          <TopProducts products={overview.topProducts} />
        </div>
      </div>
    </>
  );
}

/** A merchant's figures for its own brand: cards, daily sales, what to ship, stock, rating, cancellations. */
function MerchantOverview({ overview, days, onDays }: { overview: Overview; days: OverviewDays; onDays: (days: OverviewDays) => void }) {
  return (
    <>
      <SummaryCards cards={overview.cards} />
      <WorkQueues queues={overview.queues} />
      <DailySales overview={overview} days={days} onDays={onDays} />
      <LinesToShip lines={overview.linesToShip ?? []} />
      <div className="overview-grid">
        <LowStock products={overview.lowStock} />
        {overview.rating && <Rating rating={overview.rating} />}
        {overview.cancellationRate !== null && <CancellationRate rate={overview.cancellationRate} />}
      </div>
    </>
  );
}

/** /dashboard/overview (admins and merchants): how the shop, or the merchant's brand, is doing. */
export function OverviewPage() {
  const [days, setDays] = useState<OverviewDays>(30);
  const query = useOverview(days);
  return (
    <SubPage title="Overview">
      <PageState query={query} loading="Loading the overview…" error="Could not load the overview.">
        {(overview) => (
          <Sections aria-busy={query.isPlaceholderData}>
            {overview.scope === 'shop' ? (
              <ShopOverview overview={overview} days={days} onDays={setDays} />
            ) : (
              <MerchantOverview overview={overview} days={days} onDays={setDays} />
            )}
            <ExportBlock customers={overview.scope === 'shop'} />
          </Sections>
        )}
      </PageState>
    </SubPage>
  );
}
