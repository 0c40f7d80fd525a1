import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from './OrderSummary';

describe('OrderSummary', () => {
  it("shows Subtotal (total, net), Est. Sales Tax (totalTax, the VAT inside the prices), free Shipping & Handling and Total (totalWithTax, what the bag said), all in Kes.", () => {
    // A bag of Kes. 15,649 (15,149 taxable, 500 zero-rated): 15149 × 16/116 = 2089.52 of it is VAT.
    render(<OrderSummary order={{ total: 13559.48, totalTax: 2089.52, totalWithTax: 15649 }} />);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const row = (label: string) => within(summary).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(row('Subtotal')).toHaveTextContent(/^Kes\. 13,559\.48$/);
    expect(row('Est. Sales Tax')).toHaveTextContent(/^Kes\. 2,089\.52$/);
    expect(row('Shipping & Handling')).toHaveTextContent(/^Kes\. 0$/);
    expect(row('Total')).toHaveTextContent(/^Kes\. 15,649$/);
    expect(summary).not.toHaveTextContent('$');
  });

  it('shows the delivery fee as Shipping & Handling, and Total with it', () => {
    // The same bag delivered to Nairobi for Kes. 250: the server's totalWithTax includes the fee.
    render(<OrderSummary order={{ total: 13559.48, totalTax: 2089.52, shipping: 250, totalWithTax: 15899 }} />);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByTestId('order-shipping')).toHaveTextContent(/^Kes\. 250$/);
    expect(within(summary).getByTestId('order-total')).toHaveTextContent(/^Kes\. 15,899$/);
  });
});
