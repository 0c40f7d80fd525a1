import styled from 'styled-components';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { formatDate, formatPrice } from '@/lib/format';
import { space, theme } from '@/lib/theme';
import { useCommissionRules } from '../api/get-commission-rules';
import { usePayouts } from '../api/get-payouts';
import { useRuleTargets } from '../api/get-rule-targets';
import { useSellerBalances } from '../api/get-seller-balances';
import { CommissionRules } from './CommissionRules';
import { PayoutHistory } from './PayoutHistory';
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
    justify-content: flex-end;
    margin-bottom: ${space(3)};
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

/** /dashboard/payouts (admins): sellers' balances and payouts, the payout history, and the commission rules. */
export function PayoutsPage() {
  const payouts = usePayouts();
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
