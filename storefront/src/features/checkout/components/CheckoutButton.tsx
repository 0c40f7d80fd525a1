import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/Button';
import { toast } from '@/lib/notify';
import { useIsAuthenticated } from '@/stores/auth';
import { closePanels } from '@/stores/ui';
import { useCheckout } from '../hooks/use-checkout';

export const CHECKOUT_LOGIN_MESSAGE = 'Please Login to proceed to checkout';

/**
 * The cart drawer's checkout action (spec §2, §4): 'Place Order' when signed in,
 * 'Proceed To Checkout' (a notice, then /login) when not.
 */
export function CheckoutButton() {
  const navigate = useNavigate();
  const isAuthenticated = useIsAuthenticated();
  const { mutate, isPending } = useCheckout();

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
    <Button type="button" $variant="primary" onClick={() => mutate()} disabled={isPending} aria-busy={isPending || undefined}>
      {isPending ? 'Placing Order…' : 'Place Order'}
    </Button>
  );
}
