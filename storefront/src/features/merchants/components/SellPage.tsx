import styled from 'styled-components';
import { SubPage } from '@/components/SubPage';
import { space, theme } from '@/lib/theme';
import { MerchantForm } from './MerchantForm';

const Banner = styled.div`
  margin-bottom: ${space(5)};
  padding: ${space(4, 5)};
  border-radius: ${theme.radius};
  background: ${theme.colors.accentSoft};

  h2 {
    margin: ${space(0, 0, 1.4)};
    font-size: ${theme.fontSize[115]};
  }

  p {
    margin: 0;
  }

  p + p {
    margin-top: ${space(2)};
  }
`;

/** What selling costs, in one short paragraph under the invitation. */
export const SELLING_COSTS =
  'Selling on Duka Kenya costs a 10% commission on each item sold, taken from the price before VAT. You are paid by M-Pesa once the buyer has received the order.';

/** /sell: the seller-invitation banner (with what selling costs) and the merchant application (spec §2). */
export function SellPage() {
  return (
    <SubPage title="Sell on Duka Kenya">
      <Banner>
        <h2>Become a Duka Kenya seller!</h2>
        <p>Would you like to sell your products on Duka Kenya? Grow your business with us: apply today and we will reach you.</p>
        <p>{SELLING_COSTS}</p>
      </Banner>
      <MerchantForm submitLabel="Submit" />
    </SubPage>
  );
}
