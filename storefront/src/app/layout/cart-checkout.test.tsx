import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CartDrawer } from '@/features/cart/components/CartDrawer';
import { CheckoutButton } from '@/features/checkout/components/CheckoutButton';
import { resetCheckout, sheetReads } from '@/features/checkout/testing/checkout-fixtures';
import { addToCart, setCartId } from '@/stores/cart';
import { signIn } from '@/stores/auth';
import { openCart } from '@/stores/ui';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';

const CHANGED = 'Prices in your cart have changed. Please check the new prices and place your order again.';

afterEach(resetCheckout);

describe('the cart drawer with its checkout (as the layout composes them)', () => {
  it('shows the new price in the bag when the order is refused because prices changed, before the shopper confirms again', async () => {
    stubApi({
      ...sheetReads(),
      'POST /api/address/add': jsonResponse(200, { address: { _id: 'addr-1' } }),
      'POST /api/order/add': jsonResponse(400, { error: CHANGED }),
      'GET /api/product/item/kilima-electric-kettle-1-7l': jsonResponse(200, { product: { _id: 'p1', price: 5000 } }),
    });
    act(() => {
      signIn('Bearer member-token');
      addToCart({
        _id: 'p1',
        name: 'Kilima 1.7L Electric Kettle',
        slug: 'kilima-electric-kettle-1-7l',
        imageUrl: null,
        quantity: 1,
        variant: null,
        price: 1000,
        taxable: false,
        isAddon: false,
      });
      setCartId('cart-made-at-1000');
      openCart();
    });
    renderAt('/', [{ path: '/', element: <CartDrawer checkout={<CheckoutButton />} /> }]);
    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart' });
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent('Kes. 1,000');

    await userEvent.click(within(drawer).getByRole('button', { name: 'Place Order' }));
    const sheet = await screen.findByRole('dialog', { name: 'Checkout' });
    await userEvent.selectOptions(within(sheet).getByLabelText('County'), 'Nairobi');
    await userEvent.type(within(sheet).getByLabelText('Town'), 'Nairobi');
    await userEvent.type(within(sheet).getByLabelText('Estate / street'), 'Kimathi Street 12');
    await userEvent.type(within(sheet).getByLabelText('Phone for the rider'), '0712345678');
    await userEvent.click(within(sheet).getByRole('button', { name: 'Place order · Kes. 1,000' }));

    expect(await screen.findByText(CHANGED)).toBeInTheDocument();
    // The sheet stays open with the new total on its button.
    expect(await within(sheet).findByRole('button', { name: 'Place order · Kes. 5,000' })).toBeEnabled();
    // The line and the total both show the new price.
    expect(await within(drawer).findAllByText('Kes. 5,000')).toHaveLength(2);
    expect(within(drawer).queryByText('Kes. 1,000')).not.toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });
});
