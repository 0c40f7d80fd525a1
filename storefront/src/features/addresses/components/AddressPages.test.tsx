import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import type { Address } from '@/api/addresses';
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
  county: 'Nairobi',
  landmark: 'Opposite the Hilton',
  phone: '+254712345678',
  isDefault: true,
};
/** What the form sends for `home` (the phone as typed; the server stores +254…). */
const { _id: _homeId, ...homeFields } = { ...home, phone: '0712 345 678' };

/** GET /api/delivery: the counties the form offers (a few of the 47 are enough here). */
const DELIVERY = {
  counties: ['Mombasa', 'Nairobi', 'Kisumu'].map((name) => ({ name, fees: { home: 0, pickup: 0 } })),
  stations: [],
};
const isDelivery = (url: string) => url === '/api/delivery';

beforeEach(() => signIn('Bearer t', makeUser()));
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

type Label =
  | 'Estate / Street'
  | 'Town / City'
  | 'State'
  | 'Country'
  | 'Zipcode'
  | 'Zipcode (optional)'
  | 'Landmark (optional)'
  | 'Phone for the rider (optional)';

/** Types into the fields in the order given (Country first shows or hides State and County). */
const fillAddress = async (values: Partial<Record<Label, string>>) => {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.clear(await screen.findByLabelText(label));
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

  it("shows each address's county, landmark and the rider's phone", async () => {
    mockFetch(() => jsonResponse(200, { addresses: [home, { ...home, _id: 'a2', address: '4 Nyerere Road', landmark: '', phone: '', isDefault: false }] }));
    renderWithProviders(<AddressesPage />, '/dashboard/address');
    const first = (await screen.findByRole('link', { name: '12 Moi Avenue' })).closest('article')!;
    expect(first).toHaveTextContent('Nairobi, Nairobi County, Kenya, 00100');
    expect(first).toHaveTextContent('Landmark: Opposite the Hilton');
    expect(first).toHaveTextContent("Rider's phone: +254712345678");
    expect(screen.getAllByText(/^Landmark:/)).toHaveLength(1);
    expect(screen.getAllByText(/^Rider's phone:/)).toHaveLength(1);
  });

  it("says 'No Addresses Found!' without addresses", async () => {
    mockFetch(() => jsonResponse(200, { addresses: [] }));
    renderWithProviders(<AddressesPage />, '/dashboard/address');
    expect(await screen.findByText('No Addresses Found!')).toBeInTheDocument();
  });
});

describe('AddAddressPage', () => {
  /** The API: GET /api/delivery answers the counties, anything else `other`. */
  const api = (other: () => Response) => mockFetch((url) => (isDelivery(url) ? jsonResponse(200, DELIVERY) : other()));
  const writes = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.filter(([url]) => !isDelivery(String(url)));

  it("asks a Kenyan address for its county, not a state or zipcode; Kenya is the default country", async () => {
    const fetchMock = api(() => jsonResponse(500, {}));
    renderWithProviders(<AddAddressPage />, '/dashboard/address/add');
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Country')).toHaveValue('Kenya');
    expect(screen.getByRole('combobox', { name: 'County' })).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Nairobi' })).toBeInTheDocument();
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    for (const message of ['Address is required.', 'City is required.', 'Please choose a county.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.queryByText('State is required.')).not.toBeInTheDocument();
    expect(screen.queryByText('Zipcode is required.')).not.toBeInTheDocument();
    await fillAddress({ 'Zipcode (optional)': '001', 'Phone for the rider (optional)': '12345' });
    expect(await screen.findByText('Zipcode must be at least 5 characters.')).toBeInTheDocument();
    expect(screen.getByText(/valid Kenyan phone number/)).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('shows the required and zipcode messages inline for another country', async () => {
    const fetchMock = api(() => jsonResponse(500, {}));
    renderWithProviders(<AddAddressPage />, '/dashboard/address/add');
    const user = await fillAddress({ Country: '' });
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    for (const message of ['Address is required.', 'City is required.', 'State is required.', 'Country is required.', 'Zipcode is required.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await fillAddress({ Country: 'Uganda', Zipcode: '001' });
    expect(screen.queryByRole('combobox', { name: 'County' })).not.toBeInTheDocument();
    expect(await screen.findByText('Zipcode must be at least 5 characters.')).toBeInTheDocument();
    expect(screen.getByText('State is required.')).toBeInTheDocument();
    expect(writes(fetchMock)).toHaveLength(0);
  });

  it('adds the address and goes back one step', async () => {
    const fetchMock = api(() => jsonResponse(200, { success: true, message: 'Address has been added successfully!', address: home }));
    renderWithProviders(<AddAddressPage />, '/dashboard/address/add', { history: ['/dashboard/address'] });
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByRole('combobox', { name: 'County' }), 'Nairobi');
    await fillAddress({
      'Town / City': 'Nairobi',
      'Estate / Street': '12 Moi Avenue',
      'Landmark (optional)': 'Opposite the Hilton',
      'Phone for the rider (optional)': '0712 345 678',
      'Zipcode (optional)': '00100',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Set as default delivery address' }));
    await user.click(screen.getByRole('button', { name: 'Add Address' }));

    expect(await screen.findByText('Address has been added successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/address');
    expect(sentBody(fetchMock, '/api/address/add', 'POST')).toEqual({ ...homeFields, state: '' });
  });

  it('adds an address abroad with the spec\'s fields', async () => {
    const fetchMock = api(() => jsonResponse(200, { success: true, message: 'Address has been added successfully!', address: home }));
    renderWithProviders(<AddAddressPage />, '/dashboard/address/add', { history: ['/dashboard/address'] });
    const user = await fillAddress({ Country: 'Uganda', State: 'Central', Zipcode: '25600', 'Town / City': 'Kampala', 'Estate / Street': '1 Main St' });
    await user.click(screen.getByRole('button', { name: 'Add Address' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/address');
    expect(sentBody(fetchMock, '/api/address/add', 'POST')).toMatchObject({ country: 'Uganda', state: 'Central', zipCode: '25600', city: 'Kampala' });
  });

  it('Cancel goes back without saving', async () => {
    const fetchMock = api(() => jsonResponse(500, {}));
    renderWithProviders(<AddAddressPage />, '/dashboard/address/add', { history: ['/dashboard/address'] });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/address');
    expect(writes(fetchMock)).toHaveLength(0);
  });
});

describe('EditAddressPage', () => {
  const renderEdit = (id = 'a1') =>
    renderWithProviders(<EditAddressPage />, `/dashboard/address/edit/${id}`, {
      route: '/dashboard/address/edit/:id',
      history: ['/dashboard/address'],
    });

  /** The address API: `method` answers `message`, a read answers `address`, /api/delivery the counties. */
  const addressApi = (method: 'PUT' | 'DELETE', message: string, address: Address = home) =>
    mockFetch((url, init) => {
      if (isDelivery(url)) return jsonResponse(200, DELIVERY);
      return init.method === method ? jsonResponse(200, { success: true, message }) : jsonResponse(200, { address });
    });

  it('fills the form, requires all five fields abroad and saves', async () => {
    const fetchMock = addressApi('PUT', 'Address has been updated successfully!');
    renderEdit();
    expect(await screen.findByLabelText('Estate / Street')).toHaveValue('12 Moi Avenue');
    expect(screen.getByRole('combobox', { name: 'County' })).toHaveValue('Nairobi');
    expect(screen.getByLabelText('Landmark (optional)')).toHaveValue('Opposite the Hilton');
    expect(screen.getByLabelText('Phone for the rider (optional)')).toHaveValue('+254712345678');
    expect(screen.getByRole('checkbox', { name: 'Set as default delivery address' })).toBeChecked();

    const user = await fillAddress({ 'Estate / Street': '', 'Town / City': '', Country: '', State: '', Zipcode: '' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of ['Address is required.', 'City is required.', 'State is required.', 'Country is required.', 'Zipcode is required.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }

    await fillAddress({ 'Estate / Street': '14 Moi Avenue', 'Town / City': 'Nairobi', Country: 'Kenya', 'Zipcode (optional)': '00200' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Address has been updated successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/address');
    expect(sentBody(fetchMock, '/api/address/a1', 'PUT')).toMatchObject({
      address: '14 Moi Avenue',
      zipCode: '00200',
      county: 'Nairobi',
      phone: '+254712345678',
      isDefault: true,
    });
  });

  it("takes the county from an older address's state", async () => {
    addressApi('PUT', 'saved', { ...home, county: '', state: 'Kisumu County' });
    renderEdit();
    expect(await screen.findByRole('combobox', { name: 'County' })).toHaveValue('Kisumu');
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
