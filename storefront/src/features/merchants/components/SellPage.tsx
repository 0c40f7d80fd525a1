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
`;

/** /sell: the seller-invitation banner and the merchant application (spec §2). */
export function SellPage() {
  return (
    <SubPage title="Sell on Duka Kenya">
      <Banner>
        <h2>Become a Duka Kenya seller!</h2>
        <p>Would you like to sell your products on Duka Kenya? Grow your business with us: apply today and we will reach you.</p>
      </Banner>
      <MerchantForm submitLabel="Submit" />
    </SubPage>
  );
}
