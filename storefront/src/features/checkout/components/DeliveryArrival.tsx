import styled from 'styled-components';
import type { Address } from '@/api/addresses';
import { arrivalFor, type DeliveryOptions } from '@/api/delivery';
import { arrivalText } from '@/lib/arrival';
import { theme } from '@/lib/theme';
import { NEW_ADDRESS, type CheckoutValues } from '../utils/checkout-schema';

const Line = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${theme.colors.success};
`;

/** The county the chosen delivery goes to: the station's, the saved address's or the new address's. */
function countyOf(values: Partial<CheckoutValues>, addresses: Address[], options: DeliveryOptions) {
  if (values.option === 'pickup') return options.stations.find((station) => station._id === values.stationId)?.county;
  if (values.addressId === NEW_ADDRESS) return values.county;
  return addresses.find((address) => address._id === values.addressId)?.county;
}

/**
 * "Arrives Tue 3 – Wed 4 Dec" under the delivery choice, when the admin promised days for that
 * option to that county (the server counts them from today in the shop's time zone); nothing otherwise.
 */
export function DeliveryArrival({ values, addresses, options }: { values: Partial<CheckoutValues>; addresses: Address[]; options: DeliveryOptions }) {
  const window = arrivalFor(options, countyOf(values, addresses, options), values.option === 'pickup' ? 'pickup' : 'home');
  const text = window ? arrivalText(window) : '';
  return text ? <Line data-testid="checkout-arrives">{text}</Line> : null;
}
