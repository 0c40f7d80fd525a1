import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { TextField } from '@/components/form';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { space, theme } from '@/lib/theme';
import { useEarnings } from '../api/get-earnings';
import { usePayoutMethod } from '../api/get-payout-method';
import { useStatement } from '../api/get-statement';
import { dayAfter, dayStart, monthOf, periodError, shopToday, type Period } from '../utils/period';
import { downloadCsv, statementCsv } from '../utils/statement-csv';
import { BalanceCards } from './BalanceCards';
import { PayoutMethodForm } from './PayoutMethodForm';
import { StatementView } from './StatementView';

const Sections = styled.div`
  display: grid;
  gap: ${space(8)};

  h2 {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[120]};
  }

  .period {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${space(3)};
    margin-bottom: ${space(4)};
  }

  .period-error {
    flex-basis: 100%;
    margin: 0;
    color: ${theme.colors.danger};
  }
`;

function StatementSection() {
  const [draft, setDraft] = useState<Period>(() => monthOf(shopToday()));
  const [period, setPeriod] = useState<Period>(draft);
  const [error, setError] = useState<string | null>(null);
  const query = useStatement(dayStart(period.from), dayStart(dayAfter(period.to)));

  const show = (event: FormEvent) => {
    event.preventDefault();
    const problem = periodError(draft);
    setError(problem);
    if (!problem) setPeriod(draft);
  };

  return (
    <section aria-labelledby="earnings-statement">
      <h2 id="earnings-statement">Statement</h2>
      <form className="period" noValidate onSubmit={show} aria-label="Statement period">
        <TextField label="From" type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        <TextField label="To" type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        <Button type="submit" $variant="secondary">
          Show statement
        </Button>
        {query.data && (
          <Button
            type="button"
            $variant="outline"
            onClick={() => downloadCsv(statementCsv(query.data, period), `statement-${period.from}-to-${period.to}.csv`)}
          >
            Download CSV
          </Button>
        )}
        {error && (
          <p className="period-error" role="alert">
            {error}
          </p>
        )}
      </form>
      <PageState query={query} loading="Loading the statement…" error="Could not load the statement.">
        {(statement) => <StatementView statement={statement} />}
      </PageState>
    </section>
  );
}

/** /dashboard/earnings (merchants): balances, a statement for any period with its CSV, and where payouts go. */
export function EarningsPage() {
  const payoutMethod = usePayoutMethod();
  return (
    <SubPage title="Earnings">
      <Sections>
        <section aria-labelledby="earnings-balances">
          <h2 id="earnings-balances">Balances</h2>
          <PageState query={useEarnings()} loading="Loading your balances…" error="Could not load your balances.">
            {(earnings) => <BalanceCards earnings={earnings} />}
          </PageState>
        </section>
        <StatementSection />
        <section aria-labelledby="earnings-payout-method">
          <h2 id="earnings-payout-method">Payout method</h2>
          <PageState query={payoutMethod} loading="Loading your payout method…" error="Could not load your payout method.">
            {(saved) => <PayoutMethodForm saved={saved} />}
          </PageState>
        </section>
      </Sections>
    </SubPage>
  );
}
