import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import { makeBrand } from '../testing/brand-fixture';
import { AddBrandPage } from './AddBrandPage';
import { BrandsPage } from './BrandsPage';
import { EditBrandPage } from './EditBrandPage';

const admin = makeUser({ role: 'ROLE_ADMIN' });
const merchant = makeUser({ role: 'ROLE_MERCHANT', merchant: 'm1' });
const jua = makeBrand({ merchant: { _id: 'm1', name: 'Amani Traders' } });

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('BrandsPage', () => {
  it("is 'Brands' with Add for admins, naming other merchants' brands", async () => {
    signIn('Bearer t', admin);
    mockFetch(() => jsonResponse(200, { brands: [jua, makeBrand({ _id: 'b2', name: 'Kilima', isActive: false })] }));
    renderWithProviders(<BrandsPage />, '/dashboard/brand');
    expect(screen.getByRole('heading', { level: 1, name: 'Brands' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Jua Power' })).toHaveAttribute('href', '/dashboard/brand/edit/b1');
    expect(screen.getByText('By Amani Traders')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/dashboard/brand/add');
  });

  it("is 'Brand' without Add for a merchant, whose own brand names no owner", async () => {
    signIn('Bearer t', merchant);
    mockFetch(() => jsonResponse(200, { brands: [jua] }));
    renderWithProviders(<BrandsPage />, '/dashboard/brand');
    expect(screen.getByRole('heading', { level: 1, name: 'Brand' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Jua Power' })).toBeInTheDocument();
    expect(screen.queryByText('By Amani Traders')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  });

  it("says 'no brands found.' without brands", async () => {
    signIn('Bearer t', admin);
    mockFetch(() => jsonResponse(200, { brands: [] }));
    renderWithProviders(<BrandsPage />, '/dashboard/brand');
    expect(await screen.findByText('no brands found.')).toBeInTheDocument();
  });
});

describe('AddBrandPage', () => {
  it('requires name and description of at most 200 characters', async () => {
    signIn('Bearer t', admin);
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    renderWithProviders(<AddBrandPage />, '/dashboard/brand/add');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Brand' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), 'a'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Add Brand' }));
    expect(await screen.findByText('Description may not be greater than 200 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('adds the brand and goes back with the message', async () => {
    signIn('Bearer t', admin);
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, message: 'Brand has been added successfully!', brand: jua }));
    renderWithProviders(<AddBrandPage />, '/dashboard/brand/add', { history: ['/dashboard/brand'] });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name'), 'Jua Power');
    await user.type(screen.getByLabelText('Description'), 'Solar kits.');
    await user.click(screen.getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByRole('button', { name: 'Add Brand' }));
    expect(await screen.findByText('Brand has been added successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/brand');
    expect(sentBody(fetchMock, '/api/brand/add', 'POST')).toEqual({ name: 'Jua Power', description: 'Solar kits.', isActive: false });
  });
});

describe('EditBrandPage', () => {
  const renderEdit = (id = 'b1') =>
    renderWithProviders(<EditBrandPage />, `/dashboard/brand/edit/${id}`, {
      route: '/dashboard/brand/edit/:id',
      history: ['/dashboard/brand'],
    });

  const editApi = () =>
    mockFetch((url, init) => {
      if (init.method === 'PUT' && url.endsWith('/active'))
        return jsonResponse(200, { success: true, message: 'Brand has been disabled, and so have all Jua Power products.' });
      if (init.method === 'PUT') return jsonResponse(200, { success: true, message: 'Brand has been updated successfully!' });
      if (init.method === 'DELETE') return jsonResponse(200, { success: true, message: 'Brand has been deleted successfully!' });
      return jsonResponse(200, { brand: jua });
    });

  it('fills the form, checks the slug, links to the brand shop and saves', async () => {
    signIn('Bearer t', admin);
    const fetchMock = editApi();
    renderEdit();
    expect(await screen.findByLabelText('Name')).toHaveValue('Jua Power');
    expect(screen.getByRole('link', { name: /in the shop/ })).toHaveAttribute('href', '/shop/brand/jua-power');
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'jua power');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Slug may have alpha-numeric characters, as well as dashes and underscores only.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'jua');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Brand has been updated successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/brand');
    expect(sentBody(fetchMock, '/api/brand/b1', 'PUT')).toEqual({
      brand: { name: 'Jua Power', slug: 'jua', description: 'Solar kits for every home.' },
    });
  });

  it('explains the cascade beside the active switch and disables at once', async () => {
    signIn('Bearer t', merchant);
    const fetchMock = editApi();
    renderEdit();
    const active = await screen.findByRole('switch', { name: 'Active' });
    expect(active).toHaveAccessibleDescription('Disabling Jua Power will also disable all Jua Power products.');
    await userEvent.setup().click(active);
    expect(await screen.findByText('Brand has been disabled, and so have all Jua Power products.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/brand/b1/active', 'PUT')).toEqual({ brand: { isActive: false } });
  });

  it('lets admins delete, not merchants', async () => {
    signIn('Bearer t', merchant);
    editApi();
    const { unmount } = renderEdit();
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    unmount();

    signIn('Bearer t', admin);
    const fetchMock = editApi();
    renderEdit();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Brand has been deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/brand');
    expect(fetchMock).toHaveBeenCalledWith('/api/brand/delete/b1', expect.objectContaining({ method: 'DELETE' }));
  });

  it("says 'no brand found.' when the brand is missing", async () => {
    signIn('Bearer t', admin);
    mockFetch(() => jsonResponse(404, { message: 'No brand found.' }));
    renderEdit('gone');
    expect(await screen.findByText('no brand found.')).toBeInTheDocument();
  });
});
