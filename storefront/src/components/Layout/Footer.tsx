import styled from 'styled-components';
import { SHOP_NAME } from '@/lib/use-document-title';
import { Container } from '../Container';

const Bar = styled.footer`
  margin-top: 3rem;
  background: #111827;
  color: #e5e7eb;
  padding: 1.75rem 0;
  font-size: 0.9rem;
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem 1rem;

  p {
    margin: 0;
  }
`;

export function Footer() {
  return (
    <Bar>
      <Inner>
        <p>
          © {new Date().getFullYear()} {SHOP_NAME}. All rights reserved.
        </p>
        <p>Prices in Kenyan shillings (Kes.)</p>
      </Inner>
    </Bar>
  );
}
