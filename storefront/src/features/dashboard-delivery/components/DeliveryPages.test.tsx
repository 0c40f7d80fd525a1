import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PickupStation } from '@/api/delivery';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import { AddStationPage } from './AddStationPage';
import { DeliveryPage } from './DeliveryPage';
import { EditStationPage } from './EditStationPage';

const hub: PickupStation = {
  _id: 'pstn_1',
  name: 'Moi Avenue Hub',
  town: 'Nairobi CBD',
  county: 'Nairobi',
  openingHours: 'Mon–Sat 8:00–19:00',
  isActive: true,
};
const thika: PickupStation = { _id: 'pstn_2', name: 'Thika Hub', town: 'Thika', county: 'Kiambu', openingHours: 'Daily 9–17', isActive: false };

const admin = (stations: PickupStation[] = [hub, thika]) => ({
  counties: [
    { name: 'Mombasa', fees: { home: 400, pickup: 0 } },
    { name: 'Kiambu', fees: { home: 0, pickup: 0 } },
    { name: 'Nairobi', fees: { home: 250, pickup: 99.5 } },
  ],
  stations,
});

const ADMIN_URL = 'GET /api/delivery/station';

beforeEach(() => act(() => signIn('Bearer t', makeUser({ role: 'ROLE_ADMIN' }))));
afterEach(() => {
  cleanup();
  act(() => signOut());
  vi.unstubAllGlobals();
});

const feeRow = (county: string) =>
  within(screen.getByRole('table', { name: /^Fees in Kes\./ })).getByRole('rowheader', { name: county }).closest('tr')!;

describe('DeliveryPage', () => {
  it('lists every pickup station, closed ones too, and each county’s fees', async () => {
    stubApi({ [ADMIN_URL]: jsonResponse(200, admin()) });
    renderWithProviders(<DeliveryPage />, '/dashboard/delivery');
    const stations = await screen.findByRole('list', { name: 'Pickup stations' });
    expect(within(stations).getByRole('link', { name: 'Moi Avenue Hub' })).toHaveAttribute('href', '/dashboard/delivery/edit/pstn_1');
    expect(within(stations).getByText('Nairobi CBD, Nairobi County')).toBeInTheDocument();
    expect(within(stations).getByText('Open Mon–Sat 8:00–19:00')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Open: Moi Avenue Hub' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Open: Thika Hub' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Add Station' })).toHaveAttribute('href', '/dashboard/delivery/add');

    expect(within(feeRow('Nairobi')).getByRole('textbox', { name: 'Home delivery fee to Nairobi (Kes.)' })).toHaveValue('250');
    expect(within(feeRow('Nairobi')).getByRole('textbox', { name: 'Pickup station fee to Nairobi (Kes.)' })).toHaveValue('99.5');
    expect(within(feeRow('Kiambu')).getByRole('textbox', { name: 'Home delivery fee to Kiambu (Kes.)' })).toHaveValue('0');
    expect(within(feeRow('Nairobi')).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('says so when there is no station yet', async () => {
    stubApi({ [ADMIN_URL]: jsonResponse(200, admin([])) });
    renderWithProviders(<DeliveryPage />, '/dashboard/delivery');
    expect(await screen.findByText(/No pickup stations yet/)).toBeInTheDocument();
  });

  it('opens and closes a station at once', async () => {
    const calls = stubApi({
      [ADMIN_URL]: () => jsonResponse(200, admin()),
      'PUT /api/delivery/station/pstn_1': jsonResponse(200, { success: true, message: 'Pickup station has been updated successfully!', station: { ...hub, isActive: false } }),
    });
    renderWithProviders(<DeliveryPage />, '/dashboard/delivery');
    await userEvent.setup().click(await screen.findByRole('switch', { name: 'Open: Moi Avenue Hub' }));
    expect(await screen.findByText('Pickup station has been updated successfully!')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ isActive: false });
  });

  it('deletes a station only after a confirmation', async () => {
    const calls = stubApi({
      [ADMIN_URL]: () => jsonResponse(200, admin()),
      'DELETE /api/delivery/station/delete/pstn_2': jsonResponse(200, { success: true, message: 'Pickup station has been deleted successfully!' }),
    });
    renderWithProviders(<DeliveryPage />, '/dashboard/delivery');
    const user = userEvent.setup();
    const thikaCard = await screen.findByRole('article', { name: 'Thika Hub' });
    await user.click(within(thikaCard).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete pickup station' });
    expect(dialog).toHaveTextContent('Delete Thika Hub?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Station' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(thikaCard).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Pickup station has been deleted successfully!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual(['/api/delivery/station/delete/pstn_2']);
  });

  it('saves a county’s changed fees per row with a notice; 0 is free; a bad amount is refused inline', async () => {
    const calls = stubApi({
      [ADMIN_URL]: () => jsonResponse(200, admin()),
      'PUT /api/delivery/fee': () => jsonResponse(200, { success: true, message: 'Delivery fee has been saved successfully!' }),
    });
    renderWithProviders(<DeliveryPage />, '/dashboard/delivery');
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Pickup stations' });
    const mombasa = feeRow('Mombasa');
    const home = within(mombasa).getByRole('textbox', { name: 'Home delivery fee to Mombasa (Kes.)' });
    const pickup = within(mombasa).getByRole('textbox', { name: 'Pickup station fee to Mombasa (Kes.)' });

    await user.clear(pickup);
    await user.type(pickup, 'abc');
    await user.click(within(mombasa).getByRole('button', { name: 'Save' }));
    expect(within(mombasa).getByText('Enter an amount in Kes., e.g. 250 (0 is free).')).toBeInTheDocument();
    expect(pickup).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(pickup);
    await user.type(pickup, '150');
    await user.clear(home);
    await user.type(home, '0');
    await user.click(within(mombasa).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Delivery fee has been saved successfully!')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { county: 'Mombasa', option: 'home', fee: 0 },
      { county: 'Mombasa', option: 'pickup', fee: 150 },
    ]);
  });
});

describe('DeliveryPage: the delivery promise and the hand-over', () => {
  const withDays = () => ({
    ...admin(),
    counties: [
      { name: 'Mombasa', fees: { home: 400, pickup: 0 }, days: { home: { minDays: 3, maxDays: 5 }, pickup: null } },
      { name: 'Nairobi', fees: { home: 250, pickup: 99.5 }, days: { home: null, pickup: null } },
    ],
  });

  it('shows and saves the days per county and option; blank promises nothing; a bad entry is refused inline', async () => {
    const calls = stubApi({
      [ADMIN_URL]: () => jsonResponse(200, withDays()),
      'PUT /api/delivery/days': () => jsonResponse(200, { success: true, message: 'Delivery days have been saved successfully!' }),
    });
    renderWithProviders(<DeliveryPage />, '/dashboard/delivery');
    const user = userEvent.setup();
    const mombasaHome = await screen.findByRole('textbox', { name: 'Home delivery days to Mombasa' });
    expect(mombasaHome).toHaveValue('3–5');
    const nairobiHome = screen.getByRole('textbox', { name: 'Home delivery days to Nairobi' });
    const nairobiRow = nairobiHome.closest('tr')!;

    await user.type(nairobiHome, '2-1');
    await user.click(within(nairobiRow).getByRole('button', { name: 'Save' }));
    expect(within(nairobiRow).getByText('The most days may not be fewer than the fewest.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await user.clear(nairobiHome);
    await user.type(nairobiHome, '1-2');
    await user.click(within(nairobiRow).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Delivery days have been saved successfully!')).toBeInTheDocument();

    await user.clear(mombasaHome);
    await user.click(within(mombasaHome.closest('tr')!).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      { county: 'Nairobi', option: 'home', minDays: 1, maxDays: 2 },
      { county: 'Mombasa', option: 'home', minDays: null, maxDays: null },
    ]);
  });

  it('hands a pickup order over only for the right code', async () => {
    const calls = stubApi({
      [ADMIN_URL]: () => jsonResponse(200, admin()),
      'POST /api/delivery/collect': [
        jsonResponse(400, { error: 'This collection code is not right for this order. Please ask the buyer for the code in their SMS.' }),
        jsonResponse(200, {
          success: true,
          message: 'The code is right: hand order DK-10042 over to Wanjiru Kamau.',
          collection: { orderId: 'order_1', number: 'DK-10042', recipient: 'Wanjiru Kamau', collectedAt: '2024-12-03T10:00:00Z' },
        }),
      ],
    });
    renderWithProviders(<DeliveryPage />, '/dashboard/delivery');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Check a collection code' });
    await user.type(within(form).getByLabelText('Order number'), 'DK-10042');
    await user.type(within(form).getByLabelText('Collection code'), '12345');
    await user.click(within(form).getByRole('button', { name: 'Check code' }));
    expect(await within(form).findByText('A collection code has 6 digits.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(within(form).getByLabelText('Collection code'), '9');
    await user.click(within(form).getByRole('button', { name: 'Check code' }));
    expect(await screen.findByText(/not right for this order/)).toBeInTheDocument();
    expect(screen.queryByText(/The code is right/)).not.toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Collection code'));
    await user.type(within(form).getByLabelText('Collection code'), '482913');
    await user.click(within(form).getByRole('button', { name: 'Check code' }));
    expect(await screen.findAllByText('The code is right: hand order DK-10042 over to Wanjiru Kamau.')).not.toHaveLength(0);
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { order: 'DK-10042', code: '123459' },
      { order: 'DK-10042', code: '482913' },
    ]);
  });
});

describe('AddStationPage', () => {
  it('asks for every field, then adds the station and goes back', async () => {
    const calls = stubApi({
      [ADMIN_URL]: () => jsonResponse(200, admin()),
      'POST /api/delivery/station/add': jsonResponse(200, { success: true, message: 'Pickup station has been added successfully!', station: hub }),
    });
    renderWithProviders(<AddStationPage />, '/dashboard/delivery/add', { history: ['/dashboard/delivery'] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Station' }));
    for (const message of ['Name is required.', 'Town is required.', "Please choose one of Kenya's 47 counties.", 'Opening hours is required.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Name'), 'Moi Avenue Hub');
    await user.type(screen.getByLabelText('Town'), 'Nairobi CBD');
    await user.selectOptions(screen.getByRole('combobox', { name: 'County' }), 'Nairobi');
    await user.type(screen.getByLabelText('Opening hours'), 'Mon–Sat 8:00–19:00');
    await user.type(screen.getByLabelText('Address (optional)'), 'Moi Avenue 12');
    await user.type(screen.getByLabelText('Landmark (optional)'), 'Opposite Kencom');
    await user.type(screen.getByLabelText('Phone (optional)'), '0722 000 111');
    await user.type(screen.getByLabelText('Map link (optional)'), 'javascript:alert(1)');
    expect(screen.getByRole('switch', { name: 'Open for orders' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add Station' }));
    expect(await screen.findByText('Map link must be a web address starting with https://, e.g. a Google Maps link.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.clear(screen.getByLabelText('Map link (optional)'));
    await user.type(screen.getByLabelText('Map link (optional)'), 'https://maps.google.com/?q=-1.28,36.82');
    await user.click(screen.getByRole('button', { name: 'Add Station' }));
    expect(await screen.findByText('Pickup station has been added successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/delivery');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Moi Avenue Hub',
      town: 'Nairobi CBD',
      county: 'Nairobi',
      openingHours: 'Mon–Sat 8:00–19:00',
      address: 'Moi Avenue 12',
      landmark: 'Opposite Kencom',
      phone: '0722 000 111',
      mapUrl: 'https://maps.google.com/?q=-1.28,36.82',
      isActive: true,
    });
  });
});

describe('EditStationPage', () => {
  const renderEdit = (id: string) =>
    renderWithProviders(<EditStationPage />, `/dashboard/delivery/edit/${id}`, { route: '/dashboard/delivery/edit/:id', history: ['/dashboard/delivery'] });

  it('fills the form from the list and saves the changes', async () => {
    const calls = stubApi({
      [ADMIN_URL]: () => jsonResponse(200, admin()),
      'PUT /api/delivery/station/pstn_2': jsonResponse(200, { success: true, message: 'Pickup station has been updated successfully!', station: thika }),
    });
    renderEdit('pstn_2');
    const user = userEvent.setup();
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Thika Hub');
    expect(screen.getByRole('combobox', { name: 'County' })).toHaveValue('Kiambu');
    expect(screen.getByRole('switch', { name: 'Open for orders' })).not.toBeChecked();
    await user.clear(name);
    await user.type(name, 'Thika Town Hub');
    await user.click(screen.getByRole('switch', { name: 'Open for orders' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pickup station has been updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/delivery'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Thika Town Hub',
      town: 'Thika',
      county: 'Kiambu',
      openingHours: 'Daily 9–17',
      address: '',
      landmark: '',
      phone: '',
      mapUrl: '',
      isActive: true,
    });
  });

  it("says 'no pickup station found.' for an unknown station", async () => {
    stubApi({ [ADMIN_URL]: () => jsonResponse(200, admin()) });
    renderEdit('pstn_gone');
    expect(await screen.findByText('no pickup station found.')).toBeInTheDocument();
  });
});
