import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { Button } from '@/components/Button';
import { SelectField, TextField } from '@/components/form';
import { addAddress, useAddresses, type Address } from '@/api/addresses';
import { feeFor, useDeliveryOptions, type DeliveryOptions } from '@/api/delivery';
import { useMe } from '@/api/me';
import { formatPrice } from '@/lib/format';
import { addressKeys } from '@/lib/query-keys';
import { space, theme } from '@/lib/theme';
import { useCart } from '@/stores/cart';
import { startMpesaCheckout, useCheckout, useFinishPaidOrder } from '../hooks/use-checkout';
import { usePaymentMethods } from '../api/payment-methods';
import { openPrompt, orderedRefusal, type MpesaPayment, type OrderedRefusal } from '../api/mpesa-payment';
import type { DeliveryChoice } from '../api/place-order';
import { notifyError } from '@/lib/notify';
import { MpesaWaiting } from './MpesaWaiting';
import { DeliveryArrival } from './DeliveryArrival';
import { AlreadyOrdered } from './AlreadyOrdered';
import { checkoutSchema, NEW_ADDRESS, type CheckoutValues } from '../utils/checkout-schema';
import { mpesaCharge } from '../utils/mpesa-charge';
import { OptionRadio, RadioGroup } from './RadioGroup';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${theme.colors.overlayModal};

  @media (min-width: 640px) {
    align-items: center;
    padding: ${space(4)};
  }
`;

const Sheet = styled.form`
  width: min(34rem, 100%);
  max-height: 100dvh;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
  padding: ${space(5, 4)};
  background: ${theme.colors.card};
  border-radius: ${theme.radius} ${theme.radius} 0 0;
  box-shadow: ${theme.shadowHover};

  @media (min-width: 640px) {
    max-height: calc(100dvh - 2rem);
    border-radius: ${theme.radius};
    padding: ${space(6)};
  }

  h2 {
    margin: 0;
    font-size: ${theme.fontSize[130]};
  }

  h3 {
    margin: 0;
    font-size: ${theme.fontSize[105]};
  }

  section {
    display: flex;
    flex-direction: column;
    gap: ${space(3)};
  }

  dl {
    margin: 0;
  }

  dl > div {
    display: flex;
    justify-content: space-between;
    padding: ${space(1.6, 0)};
  }

  dl > div:last-child {
    border-top: 1px solid ${theme.colors.border};
    font-weight: 700;
  }

  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${space(2)};

  @media (min-width: 640px) {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const Muted = styled.span`
  color: ${theme.colors.muted};
  font-size: ${theme.fontSize[92]};
`;

const feeText = (fee: number) => (fee > 0 ? formatPrice(fee) : 'Free');

const addressLine = (address: Address) =>
  [address.address, address.landmark && `near ${address.landmark}`, address.city, address.county && `${address.county} County`]
    .filter(Boolean)
    .join(', ');

function defaults(addresses: Address[], profilePhone: string | undefined, mpesa: boolean): CheckoutValues {
  const chosen = addresses.find((address) => address.isDefault) ?? addresses[0];
  const phone = chosen?.phone || profilePhone || '';
  return {
    payment: mpesa ? 'mpesa' : 'cod',
    mpesaPhone: phone,
    option: 'home',
    addressId: chosen?._id ?? NEW_ADDRESS,
    county: '',
    town: '',
    street: '',
    landmark: '',
    stationId: '',
    phone,
  };
}

function feeOf(values: Partial<CheckoutValues>, addresses: Address[], options: DeliveryOptions | undefined) {
  if (values.option === 'pickup') {
    const station = options?.stations.find((entry) => entry._id === values.stationId);
    return feeFor(options, station?.county, 'pickup');
  }
  const county = values.addressId === NEW_ADDRESS ? values.county : addresses.find((a) => a._id === values.addressId)?.county;
  return feeFor(options, county, 'home');
}

interface CheckoutSheetProps {
  onClose: () => void;
}

/**
 * The checkout sheet (a modal, bottom sheet on a phone): where the order goes (a saved address,
 * the default preselected, or a new one; or a pickup station), a phone for the rider, and the
 * total with the delivery fee on the button. Placing the order saves a new address first.
 */
export default function CheckoutSheet({ onClose }: CheckoutSheetProps) {
  const addresses = useAddresses();
  const options = useDeliveryOptions();
  const me = useMe();
  const methods = usePaymentMethods();
  const ready = addresses.isSuccess && options.isSuccess && !me.isLoading && !methods.isLoading;
  return (
    <SheetFrame onClose={onClose}>
      {ready ? (
        <CheckoutForm
          addresses={addresses.data}
          options={options.data}
          profilePhone={me.data?.phoneNumber}
          mpesa={methods.data?.mpesa ?? false}
          onClose={onClose}
        />
      ) : (
        <p role="status">Loading your delivery options…</p>
      )}
    </SheetFrame>
  );
}

function SheetFrame({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  useEffect(() => {
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (returnTo?.isConnected) returnTo.focus({ preventScroll: true });
    };
  }, [onClose]);
  return createPortal(
    <Backdrop onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      {children}
    </Backdrop>,
    document.body,
  );
}

interface CheckoutFormProps {
  addresses: Address[];
  options: DeliveryOptions;
  profilePhone: string | undefined;
  /** M-Pesa is configured: offered (and preselected) beside pay on delivery. */
  mpesa: boolean;
  onClose: () => void;
}

function CheckoutForm({ addresses, options, profilePhone, mpesa, onClose }: CheckoutFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const { total } = useCart();
  const { mutateAsync, isPending } = useCheckout();
  const form = useForm<CheckoutValues>({ resolver: zodResolver(checkoutSchema), defaultValues: defaults(addresses, profilePhone, mpesa) });
  const { register, handleSubmit, control, formState, setValue } = form;
  const values = useWatch({ control });
  const [waiting, setWaiting] = useState<{ payment: MpesaPayment; delivery: DeliveryChoice; mpesaPhone: string } | null>(null);
  const [paying, setPaying] = useState(false);
  const [ordered, setOrdered] = useState<OrderedRefusal | null>(null);
  const finishPaidOrder = useFinishPaidOrder();
  const riderPhone = values.phone;
  useEffect(() => {
    // The paying phone follows the rider's until the shopper types another one.
    if (!formState.dirtyFields.mpesaPhone && riderPhone !== undefined) setValue('mpesaPhone', riderPhone);
  }, [riderPhone, formState.dirtyFields.mpesaPhone, setValue]);

  const payWithMpesa = useCallback(async (delivery: DeliveryChoice, mpesaPhone: string) => {
    setPaying(true);
    try {
      const { payment } = await startMpesaCheckout(delivery, mpesaPhone);
      setWaiting({ payment, delivery, mpesaPhone });
    } catch (error) {
      const refusal = orderedRefusal(error);
      const open = refusal ? null : await openPrompt(error);
      if (refusal) {
        setWaiting(null);
        setOrdered(refusal);
      } else if (open) setWaiting({ payment: open, delivery, mpesaPhone });
      else notifyError(error);
    } finally {
      setPaying(false);
    }
  }, []);
  // A refused order: the notice shows the reason and the sheet stays open to fix it; a bag that is
  // an order already says so in the sheet, with the order's link.
  const payOnDelivery = (delivery: DeliveryChoice) =>
    mutateAsync(delivery).catch((error: unknown) => {
      const refusal = orderedRefusal(error);
      if (refusal) {
        setWaiting(null);
        setOrdered(refusal);
      }
    });
  const fee = feeOf(values, addresses, options);
  const errors = formState.errors;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  const submit = handleSubmit(async (chosen) => {
    let addressId = chosen.option === 'home' ? chosen.addressId : undefined;
    if (addressId === NEW_ADDRESS) {
      const { address } = await addAddress({
        address: chosen.street,
        city: chosen.town,
        county: chosen.county,
        landmark: chosen.landmark,
        phone: chosen.phone,
        country: 'Kenya',
        isDefault: addresses.length === 0,
      });
      addressId = address._id;
      void queryClient.invalidateQueries({ queryKey: addressKeys.all });
    }
    const delivery: DeliveryChoice = {
      option: chosen.option,
      ...(addressId && { addressId }),
      ...(chosen.option === 'pickup' && { stationId: chosen.stationId }),
      phone: chosen.phone,
      fee,
    };
    if (chosen.payment === 'mpesa') return payWithMpesa(delivery, chosen.mpesaPhone);
    await payOnDelivery(delivery);
  });

  if (ordered) {
    return (
      <Sheet as="div" role="dialog" aria-modal="true" aria-label="Checkout">
        <AlreadyOrdered refusal={ordered} onGo={onClose} />
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Back to bag
          </Button>
        </Actions>
      </Sheet>
    );
  }

  if (waiting) {
    const { payment, delivery, mpesaPhone } = waiting;
    return (
      <Sheet as="div" role="dialog" aria-modal="true" aria-label="M-Pesa payment">
        <MpesaWaiting
          key={payment._id}
          payment={payment}
          busy={paying || isPending}
          onPaid={finishPaidOrder}
          onRetry={() => void payWithMpesa(delivery, mpesaPhone)}
          onPayOnDelivery={() => void payOnDelivery(delivery)}
        />
        <Actions>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={paying || isPending}>
            Back to bag
          </Button>
        </Actions>
      </Sheet>
    );
  }

  const homeFee = feeOf({ ...values, option: 'home' }, addresses, options);
  const stations = options.stations;
  return (
    <Sheet role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        Checkout
      </h2>
      <section aria-labelledby={`${id}-delivery`}>
        <h3 id={`${id}-delivery`}>Delivery</h3>
        <RadioGroup legend="How should we deliver it?">
          <OptionRadio {...register('option')} value="home" label="Home delivery" detail={feeText(homeFee)} />
          <OptionRadio
            {...register('option')}
            value="pickup"
            label="Pickup station"
            detail={stations.length ? 'Collect it yourself' : 'No stations yet'}
            disabled={!stations.length}
          />
        </RadioGroup>

        {values.option === 'home' && (
          <RadioGroup legend="Deliver to">
            {addresses.map((address) => (
              <OptionRadio key={address._id} {...register('addressId')} value={address._id} label={addressLine(address)} detail={address.isDefault ? 'Default' : undefined} />
            ))}
            <OptionRadio {...register('addressId')} value={NEW_ADDRESS} label="A new address" />
          </RadioGroup>
        )}
        {values.option === 'home' && values.addressId === NEW_ADDRESS && (
          <>
            <SelectField
              label="County"
              {...register('county')}
              error={errors.county?.message}
              options={[{ value: '', label: 'Choose a county' }, ...options.counties.map((county) => ({ value: county.name, label: county.name }))]}
            />
            <TextField label="Town" autoComplete="address-level2" {...register('town')} error={errors.town?.message} />
            <TextField label="Estate / street" autoComplete="address-line1" {...register('street')} error={errors.street?.message} />
            <TextField label="Landmark (optional)" {...register('landmark')} error={errors.landmark?.message} />
          </>
        )}
        {values.option === 'pickup' && (
          <SelectField
            label="Pickup station"
            {...register('stationId')}
            error={errors.stationId?.message}
            options={[
              { value: '', label: 'Choose a station' },
              ...stations.map((station) => ({
                value: station._id,
                label: `${station.name}, ${station.town} (${station.county}) · ${feeText(feeFor(options, station.county, 'pickup'))}`,
              })),
            ]}
          />
        )}
        {values.option === 'pickup' && values.stationId && (
          <Muted>Open: {stations.find((station) => station._id === values.stationId)?.openingHours}</Muted>
        )}
        <DeliveryArrival values={values} addresses={addresses} options={options} />
        <TextField label="Phone for the rider" type="tel" autoComplete="tel" inputMode="tel" {...register('phone')} error={errors.phone?.message} />
      </section>

      <section aria-labelledby={`${id}-payment`}>
        <h3 id={`${id}-payment`}>Payment</h3>
        <RadioGroup legend="How will you pay?">
          {mpesa && <OptionRadio {...register('payment')} value="mpesa" label="M-Pesa" detail="Pay now from your phone" />}
          <OptionRadio {...register('payment')} value="cod" label="Pay on delivery" detail="Cash or M-Pesa to the rider" />
        </RadioGroup>
        {values.payment === 'mpesa' && (
          <TextField
            label="M-Pesa phone number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...register('mpesaPhone')}
            error={errors.mpesaPhone?.message}
          />
        )}
      </section>

      <section aria-labelledby={`${id}-summary`}>
        <h3 id={`${id}-summary`}>Order summary</h3>
        <dl>
          <div>
            <dt>Items</dt>
            <dd data-testid="checkout-items">{formatPrice(total)}</dd>
          </div>
          <div>
            <dt>Delivery</dt>
            <dd data-testid="checkout-fee">{feeText(fee)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd data-testid="checkout-total">{formatPrice(total + fee)}</dd>
          </div>
        </dl>
        <Muted>
          {values.payment === 'mpesa' && !Number.isInteger(total + fee)
            ? `M-Pesa takes whole shillings: you will pay ${formatPrice(mpesaCharge(total + fee))}. `
            : ''}
          Prices include VAT.
        </Muted>
      </section>

      <Actions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={isPending}>
          Back to bag
        </Button>
        <Button type="submit" $variant="primary" disabled={isPending || paying || formState.isSubmitting} aria-busy={isPending || paying || undefined}>
          {isPending ? 'Placing Order…' : `Place order · ${formatPrice(total + fee)}`}
        </Button>
      </Actions>
    </Sheet>
  );
}
