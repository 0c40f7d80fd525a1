import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { toast } from '@/lib/notify';
import { useIsAuthenticated } from '@/stores/auth';
import { closePanels } from '@/stores/ui';

export const CHECKOUT_LOGIN_MESSAGE = 'Please Login to proceed to checkout';

// The sheet (forms, zod) loads on the first Place Order, not with the header's cart drawer.
const CheckoutSheet = lazy(() => import('./CheckoutSheet'));

/**
 * The cart drawer's checkout action (spec §2, §4): 'Place Order' when signed in, which opens the
 * checkout sheet (delivery details, then the order); 'Proceed To Checkout' (a notice, then
 * /login) when not.
 */
export function CheckoutButton() {
  const navigate = useNavigate();
  const isAuthenticated = useIsAuthenticated();
  const [sheetOpen, setSheetOpen] = useState(false);

  if (!isAuthenticated) {
    const proceedToCheckout = () => {
      closePanels();
      toast.warning(CHECKOUT_LOGIN_MESSAGE);
      navigate('/login');
    };
    return (
      <Button type="button" $variant="primary" onClick={proceedToCheckout}>
        Proceed To Checkout
      </Button>
    );
  }

  return (
    <>
      <Button type="button" $variant="primary" onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
        Place Order
      </Button>
      {sheetOpen && (
        <Suspense fallback={null}>
          <CheckoutSheet onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
