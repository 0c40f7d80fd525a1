import { useDeliveryPromise } from '../api/get-delivery-promise';
import { promiseText } from '../utils/delivery-promise';

/** The banner's delivery sentence, read from the fee table (nothing until it has come: never a promise that may be false). */
export function DeliveryPromiseLine() {
  const { data } = useDeliveryPromise();
  return data ? <span data-testid="home-delivery-promise"> {promiseText(data)}</span> : null;
}
