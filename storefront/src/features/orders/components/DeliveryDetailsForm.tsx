import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAddresses, type Address } from '@/api/addresses';
import { feeFor, useDeliveryOptions, type DeliveryOption, type DeliveryOptions } from '@/api/delivery';
import { useMe } from '@/api/me';
import { Button } from '@/components/Button';
import { SelectField, TextField } from '@/components/form';
import { Loader } from '@/components/Loader';
import { ErrorMessage } from '@/components/ErrorMessage';
import { dashboardPaths } from '@/lib/dashboard-paths';
import { withNotices } from '@/lib/mutation-notices';
import { space, theme } from '@/lib/theme';
import { KENYAN_PHONE_PATTERN } from '@/lib/validation';
import { useSetOrderDelivery } from '../api/set-order-delivery';
import { feeText } from '../utils/delivery';

export const DELIVERY_PROMPT = 'Where should we deliver this order?';
export const CHOOSE_ADDRESS = 'Please choose an address.';
export const CHOOSE_STATION = 'Please choose a pickup station.';
export const RIDER_PHONE_INVALID = 'Please enter a valid Kenyan phone number, e.g. 0712 345 678 or +254 712 345 678.';

const Form = styled.form`
  display: grid;
  gap: ${space(4)};

  fieldset {
    display: grid;
    gap: ${space(2)};
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    margin-bottom: ${space(2)};
    padding: 0;
    font-weight: 600;
  }

  .choice {
    display: flex;
    align-items: flex-start;
    gap: ${space(2.4)};
    padding: ${space(3)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.control};
    cursor: pointer;
  }

  .choice:has(input:checked) {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accentSoft};
  }

  .choice input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin: ${space(0.4, 0, 0)};
    accent-color: ${theme.colors.accent};
  }

  .choice-detail {
    display: block;
    color: ${theme.colors.muted};
    font-size: ${theme.fontSize[90]};
  }

  .field-error {
    margin: 0;
    color: ${theme.colors.danger};
    font-size: ${theme.fontSize[90]};
  }

  .delivery-fee {
    margin: 0;
    font-weight: 600;
  }
`;

/** An address as one line: 'Kimathi Street 12, Nairobi, Nairobi County'. */
const addressLine = (address: Address) => [address.address, address.city, `${address.county} County`].join(', ');

interface Errors {
  address?: string;
  station?: string;
  phone?: string;
}

function DeliveryChoices({ orderId, addresses, options, profilePhone }: { orderId: string; addresses: Address[]; options: DeliveryOptions; profilePhone: string }) {
  // Only a Kenyan address (one with a county) can be delivered to; the default one first.
  const kenyan = addresses.filter((address) => address.county);
  const preferred = kenyan.find((address) => address.isDefault) ?? kenyan[0];
  const [option, setOption] = useState<DeliveryOption>('home');
  const [addressId, setAddressId] = useState(preferred?._id ?? '');
  const [stationId, setStationId] = useState('');
  const [phone, setPhone] = useState(preferred?.phone || (KENYAN_PHONE_PATTERN.test(profilePhone) ? profilePhone : ''));
  const [errors, setErrors] = useState<Errors>({});
  const save = useSetOrderDelivery();

  const address = kenyan.find((entry) => entry._id === addressId);
  const station = options.stations.find((entry) => entry._id === stationId);
  const county = option === 'home' ? address?.county : station?.county;
  const fee = feeFor(options, county, option);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      address: option === 'home' && !address ? CHOOSE_ADDRESS : undefined,
      station: option === 'pickup' && !station ? CHOOSE_STATION : undefined,
      phone: phone.trim() && !KENYAN_PHONE_PATTERN.test(phone.trim()) ? RIDER_PHONE_INVALID : undefined,
    };
    setErrors(found);
    if (found.address || found.station || found.phone) return;
    void withNotices(() =>
      save.mutateAsync({
        orderId,
        option,
        addressId: option === 'home' ? address?._id : undefined,
        stationId: option === 'pickup' ? station?._id : undefined,
        phone: phone.trim() || undefined,
        fee,
      }),
    );
  };

  const stationOptions = [
    { value: '', label: 'Choose a pickup station' },
    ...options.stations.map((entry) => ({ value: entry._id, label: `${entry.name} — ${entry.town}, ${entry.county} (${entry.openingHours})` })),
  ];

  return (
    <Form noValidate onSubmit={submit} aria-label="Delivery details">
      <fieldset>
        <legend>Delivery option</legend>
        {(['home', 'pickup'] as const).map((value) => (
          <label className="choice" key={value}>
            <input type="radio" name="delivery-option" value={value} checked={option === value} onChange={() => setOption(value)} />
            <span>{value === 'home' ? 'Home delivery' : 'Pickup station'}</span>
          </label>
        ))}
      </fieldset>

      {option === 'home' ? (
        <fieldset aria-describedby={errors.address ? 'delivery-address-error' : undefined}>
          <legend>Deliver to</legend>
          {kenyan.map((entry) => (
            <label className="choice" key={entry._id}>
              <input type="radio" name="delivery-address" value={entry._id} checked={addressId === entry._id} onChange={() => setAddressId(entry._id)} />
              <span>
                {addressLine(entry)}
                {entry.landmark && <span className="choice-detail">Near {entry.landmark}</span>}
              </span>
            </label>
          ))}
          {kenyan.length === 0 && <p>You have no address in Kenya yet.</p>}
          <Link to={dashboardPaths.address.add}>Add a new address</Link>
          {errors.address && (
            <p className="field-error" id="delivery-address-error">
              {errors.address}
            </p>
          )}
        </fieldset>
      ) : (
        <SelectField label="Pickup station" options={stationOptions} value={stationId} error={errors.station} onChange={(event) => setStationId(event.target.value)} />
      )}

      <TextField
        label="Phone for the rider (optional)"
        type="tel"
        autoComplete="tel"
        placeholder="0712 345 678"
        value={phone}
        error={errors.phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      <p className="delivery-fee" data-testid="delivery-fee">
        Delivery fee: {county ? feeText(fee) : 'shown once you choose'}
      </p>
      <div>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          Save delivery details
        </Button>
      </div>
    </Form>
  );
}

/** The buyer's form for an order placed without delivery details: a saved address or a pickup station, the rider's phone, the fee. */
export function DeliveryDetailsForm({ orderId }: { orderId: string }) {
  const addresses = useAddresses();
  const options = useDeliveryOptions();
  const me = useMe();
  if (addresses.isPending || options.isPending) return <Loader label="Loading your addresses…" />;
  if (addresses.isError || options.isError || !addresses.data || !options.data) {
    return (
      <ErrorMessage
        message="Could not load your addresses and delivery options."
        onRetry={() => {
          void addresses.refetch();
          void options.refetch();
        }}
      />
    );
  }
  return <DeliveryChoices orderId={orderId} addresses={addresses.data} options={options.data} profilePhone={me.data?.phoneNumber ?? ''} />;
}
