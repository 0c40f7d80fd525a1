import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderSummary } from './OrderSummary';

describe('OrderSummary', () => {
  it("shows Subtotal (total), Est. Sales Tax (totalTax), free Shipping & Handling and Total (totalWithTax), all in Kes.", () => {
    render(<OrderSummary order={{ total: 9848, totalTax: 1535.68, totalWithTax: 11383.68 }} />);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const row = (label: string) => within(summary).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(row('Subtotal')).toHaveTextContent(/^Kes\. 9848$/);
    expect(row('Est. Sales Tax')).toHaveTextContent(/^Kes\. 1535\.68$/);
    expect(row('Shipping & Handling')).toHaveTextContent(/^Kes\. 0$/);
    expect(row('Total')).toHaveTextContent(/^Kes\. 11383\.68$/);
    expect(summary).not.toHaveTextContent('$');
  });
});
