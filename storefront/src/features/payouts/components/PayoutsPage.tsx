import styled from 'styled-components';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { formatDate, formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import { useCommissionRules } from '../api/get-commission-rules';
import { useFlaggedPayments } from '../api/get-flagged-payments';
import { usePayouts } from '../api/get-payouts';
import { useRefunds } from '../api/get-refunds';
import { useRuleTargets } from '../api/get-rule-targets';
import { useSellerBalances } from '../api/get-seller-balances';
import { CommissionRules } from './CommissionRules';
import { FlaggedPayments } from './FlaggedPayments';
import { PayoutHistory } from './PayoutHistory';
import { RefundHistory, RefundsDue } from './Refunds';
import { SellerBalances } from './SellerBalances';

const Sections = styled.div`
  display: grid;
  gap: ${space(8)};

  h2 {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[120]};
  }

  h3 {
    margin: ${space(5, 0, 3)};
    font-size: ${theme.fontSize[105]};
  }

  .table-scroll {
    overflow-x: auto;
  }

  .section-actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: flex-end;
    gap: ${space(2)};
    margin-bottom: ${space(3)};
  }

  .section-actions .reason {
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[85]};
  }

  .rule-form {
    display: grid;
    gap: ${space(3)};
    align-items: end;
  }

  @media (min-width: ${theme.breakpoints.md}) {
    .rule-form {
      grid-template-columns: 1fr 2fr 1fr auto;
    }
  }
`;

/**
 * /dashboard/payouts (admins): sellers' balances and payouts, the payout history, refunds due to shoppers and the
 * refunds sent, M-Pesa payments flagged for a person, and the commission rules.
 */
export function PayoutsPage() {
  const payouts = usePayouts();
  const refunds = useRefunds();
  const targets = useRuleTargets();
  return (
    <SubPage title="Payouts">
      <Sections>
        <section aria-labelledby="payouts-sellers">
          <h2 id="payouts-sellers">Sellers</h2>
          <PageState query={useSellerBalances()} loading="Loading sellers’ balances…" error="Could not load sellers’ balances." empty="No seller has earnings yet.">
            {(sellers) => (
              <div className="table-scroll">
                <SellerBalances sellers={sellers} />
              </div>
            )}
          </PageState>
        </section>
        <section aria-labelledby="payouts-history">
          <h2 id="payouts-history">Payout history</h2>
          <PageState query={payouts} loading="Loading payouts…" error="Could not load the payouts." empty="No payouts yet." isEmpty={(data) => data.payouts.length === 0}>
            {({ payouts: list, utility }) => (
              <>
                {utility && Number.isFinite(utility.balance) && (
                  <p data-testid="utility-balance">
                    M-Pesa B2C utility balance: {formatPrice(utility.balance)}
                    {utility.reportedAt && ` (last result, ${formatDate(utility.reportedAt)})`}
                  </p>
                )}
                <div className="table-scroll">
                  <PayoutHistory payouts={list} />
                </div>
              </>
            )}
          </PageState>
        </section>
        <section aria-labelledby="payouts-refunds">
          <h2 id="payouts-refunds">Refunds due</h2>
          <PageState
            query={refunds}
            loading="Loading refunds…"
            error="Could not load the refunds."
            empty="No refunds are due."
            isEmpty={(data) => data.due.length === 0 && data.refunds.length === 0}
          >
            {({ due, refunds: sent }) => (
              <>
                {due.length > 0 ? (
                  <div className="table-scroll">
                    <RefundsDue due={due} />
                  </div>
                ) : (
                  <p>No refunds are due.</p>
                )}
                {sent.length > 0 && (
                  <>
                    <h3>Refunds sent</h3>
                    <div className="table-scroll">
                      <RefundHistory refunds={sent} />
                    </div>
                  </>
                )}
              </>
            )}
          </PageState>
        </section>
        <section aria-labelledby="payouts-flagged">
          <h2 id="payouts-flagged">Flagged M-Pesa payments</h2>
          <PageState query={useFlaggedPayments()} loading="Loading payments…" error="Could not load the flagged payments." empty="No payment needs a look.">
            {(payments) => (
              <div className="table-scroll">
                <FlaggedPayments payments={payments} />
              </div>
            )}
          </PageState>
        </section>
        <section aria-labelledby="payouts-commission">
          <h2 id="payouts-commission">Commission</h2>
          <PageState
            query={useCommissionRules()}
            loading="Loading commission rules…"
            error="Could not load the commission rules."
            needs={[{ query: targets, error: 'Could not load the merchants and categories.' }]}
          >
            {(rules) => targets.data && <CommissionRules rules={rules} targets={targets.data} />}
          </PageState>
        </section>
      </Sections>
    </SubPage>
  );
}
