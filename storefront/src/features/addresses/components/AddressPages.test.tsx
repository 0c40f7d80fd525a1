import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import type { Address } from '../types';
import { AddAddressPage } from './AddAddressPage';
import { AddressesPage } from './AddressesPage';
import { EditAddressPage } from './EditAddressPage';

const home: Address = {
  _id: 'a1',
  address: '12 Moi Avenue',
  city: 'Nairobi',
  state: 'Nairobi County',
  country: 'Kenya',
  zipCode: '00100',
  isDefault: true,
};
/** What the form sends for `home`. */
const { _id: _homeId, ...homeFields } = home;

beforeEach(() => signIn('Bearer t', makeUser()));
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const fillAddress = async (values: Partial<Record<'Address' | 'City' | 'State' | 'Country' | 'Zipcode', string>>) => {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(screen.getByLabelText(label));
    if (value) await user.type(screen.getByLabelText(label), value);
  }
  return user;
};

describe('AddressesPage', () => {
  it("lists the addresses with the default marked and links to edit them", async () => {
    mockFetch(() => jsonResponse(200, { addresses: [home, { ...home, _id: 'a2', address: '4 Nyerere Road', isDefault: false }] }));
    renderWithProviders(<AddressesPage />, '/dashboard/address');
    expect(await screen.findByRole('link', { name: '12 Moi Avenue' })).toHaveAttribute('href', '/dashboard/address/edit/a1');
    expect(screen.getAllByText('Default Delivery Address')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/dashboard/address/add');
  });

  it("says 'No Addresses Found!' without addresses", async () => {
    mockFetch(() => jsonResponse(200, { addresses: [] }));
    renderWithProviders(<AddressesPage />, '/dashboard/address');
    expect(await screen.findByText('No Addresses Found!')).toBeInTheDocument();
  });
});

describe('AddAddressPage', () => {
  it('shows the required and zipcode messages inline', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    renderWithProviders(<AddAddressPage />, '/dashboard/address/add');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    for (const message of ['Address is required.', 'City is required.', 'State is required.', 'Country is required.', 'Zipcode is required.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await fillAddress({ Zipcode: '001' });
    expect(await screen.findByText('Zipcode must be at least 5 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds the address and goes back one step; Cancel goes back too', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, message: 'Address has been added successfully!', address: home }));
    renderWithProviders(<AddAddressPage />, '/dashboard/address/add', { history: ['/dashboard/address'] });
    const user = await fillAddress({ Address: '12 Moi Avenue', City: 'Nairobi', State: 'Nairobi County', Country: 'Kenya', Zipcode: '00100' });
    await user.click(screen.getByRole('checkbox', { name: 'Set as default delivery address' }));
    await user.click(screen.getByRole('button', { name: 'Add Address' }));

    expect(await screen.findByText('Address has been added successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/address');
    expect(sentBody(fetchMock, '/api/address/add', 'POST')).toEqual(homeFields);
  });

  it('Cancel goes back without saving', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    renderWithProviders(<AddAddressPage />, '/dashboard/address/add', { history: ['/dashboard/address'] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/address');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('EditAddressPage', () => {
  const renderEdit = (id = 'a1') =>
    renderWithProviders(<EditAddressPage />, `/dashboard/address/edit/${id}`, {
      route: '/dashboard/address/edit/:id',
      history: ['/dashboard/address'],
    });

  /** The address API: `method` answers `message`, a read answers the home address. */
  const addressApi = (method: 'PUT' | 'DELETE', message: string) =>
    mockFetch((_url, init) =>
      init.method === method ? jsonResponse(200, { success: true, message }) : jsonResponse(200, { address: home }),
    );

  it('fills the form, requires all five fields and saves', async () => {
    const fetchMock = addressApi('PUT', 'Address has been updated successfully!');
    renderEdit();
    expect(await screen.findByLabelText('Address')).toHaveValue('12 Moi Avenue');
    expect(screen.getByRole('checkbox', { name: 'Set as default delivery address' })).toBeChecked();

    const user = await fillAddress({ Address: '', City: '', State: '', Country: '', Zipcode: '' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of ['Address is required.', 'City is required.', 'State is required.', 'Country is required.', 'Zipcode is required.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await fillAddress({ Address: '14 Moi Avenue', City: 'Nairobi', State: 'Nairobi County', Country: 'Kenya', Zipcode: '00200' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Address has been updated successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/address');
    expect(sentBody(fetchMock, '/api/address/a1', 'PUT')).toMatchObject({ address: '14 Moi Avenue', zipCode: '00200', isDefault: true });
  });

  it('deletes the address and goes back', async () => {
    const fetchMock = addressApi('DELETE', 'Address has been deleted successfully!');
    renderEdit();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Address has been deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/address');
    expect(fetchMock).toHaveBeenCalledWith('/api/address/delete/a1', expect.objectContaining({ method: 'DELETE' }));
  });

  it("says 'no Address found.' when the address is missing", async () => {
    mockFetch(() => jsonResponse(404, { message: 'No address found.' }));
    renderEdit('gone');
    expect(await screen.findByText('no Address found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
