import { describe, expect, it } from 'vitest';
import { awaitingDelivery, makeDelivery } from '../testing/order-fixture';
import { deliveryLines, destinationText, feeText, isAwaitingDelivery } from './delivery';

const pickup = makeDelivery({
  option: 'pickup',
  optionName: 'Pickup station',
  town: 'Nairobi CBD',
  address: null,
  landmark: null,
  station: { _id: 'pstn_1', name: 'Moi Avenue Hub', openingHours: 'Mon–Sat 8:00–19:00' },
  fee: 99.5,
});

describe('delivery texts', () => {
  it('a home delivery: the address, its landmark, town and county', () => {
    expect(deliveryLines(makeDelivery())).toEqual(['Argwings Kodhek Road, House 12', 'Near Opposite Yaya Centre', 'Kilimani, Nairobi County']);
    expect(deliveryLines(makeDelivery({ landmark: null }))).toEqual(['Argwings Kodhek Road, House 12', 'Kilimani, Nairobi County']);
    expect(destinationText(makeDelivery())).toBe('Kilimani, Nairobi County');
  });

  it('a pickup: the station, its town and county, and its opening hours', () => {
    expect(deliveryLines(pickup)).toEqual(['Moi Avenue Hub', 'Nairobi CBD, Nairobi County', 'Open Mon–Sat 8:00–19:00']);
    expect(destinationText(pickup)).toBe('Pickup: Moi Avenue Hub, Nairobi CBD, Nairobi County');
  });

  it('an order awaiting its details says so; an order without delivery data says nothing', () => {
    expect(isAwaitingDelivery(awaitingDelivery())).toBe(true);
    expect(isAwaitingDelivery(makeDelivery())).toBe(false);
    expect(isAwaitingDelivery(undefined)).toBe(false);
    expect(destinationText(awaitingDelivery())).toBe('Awaiting delivery details');
    expect(destinationText(undefined)).toBe('');
  });

  it('a fee in Kes., or Free', () => {
    expect(feeText(250)).toBe('Kes. 250');
    expect(feeText(99.5)).toBe('Kes. 99.50');
    expect(feeText(0)).toBe('Free');
  });
});
