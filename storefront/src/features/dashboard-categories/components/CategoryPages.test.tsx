import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import type { ManagedCategory } from '../types';
import { AddCategoryPage } from './AddCategoryPage';
import { CategoriesPage } from './CategoriesPage';
import { EditCategoryPage } from './EditCategoryPage';

const kitchen: ManagedCategory = {
  _id: 'c1',
  name: 'Kitchen',
  slug: 'kitchen',
  description: 'Pots and pans.',
  isActive: true,
  products: ['p1', 'p2'],
};
const productSelect = {
  products: [
    { _id: 'p1', name: 'Sufuria Set' },
    { _id: 'p2', name: 'Electric Kettle' },
    { _id: 'p3', name: 'Chopping Board' },
  ],
};

beforeEach(() => signIn('Bearer t', makeUser({ role: 'ROLE_ADMIN' })));
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('CategoriesPage', () => {
  it('lists categories linking to their edit pages, with Add', async () => {
    mockFetch(() => jsonResponse(200, { categories: [kitchen, { ...kitchen, _id: 'c2', name: 'Garden', isActive: false, products: ['p3'] }] }));
    renderWithProviders(<CategoriesPage />, '/dashboard/category');
    expect(await screen.findByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/dashboard/category/edit/c1');
    expect(screen.getByText('2 products')).toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/dashboard/category/add');
  });

  it("says 'no categories found.' without categories", async () => {
    mockFetch(() => jsonResponse(200, { categories: [] }));
    renderWithProviders(<CategoriesPage />, '/dashboard/category');
    expect(await screen.findByText('no categories found.')).toBeInTheDocument();
  });
});

describe('AddCategoryPage', () => {
  it("requires name, description and products ('Products are required.')", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, productSelect));
    renderWithProviders(<AddCategoryPage />, '/dashboard/category/add');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Add Category' }));
    for (const message of ['Name is required.', 'Description is required.', 'Products are required.']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('picks products from labelled checkboxes and goes back with the message', async () => {
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'POST'
        ? jsonResponse(200, { success: true, message: 'Category has been added successfully!', category: kitchen })
        : jsonResponse(200, productSelect),
    );
    renderWithProviders(<AddCategoryPage />, '/dashboard/category/add', { history: ['/dashboard/category'] });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Name'), 'Kitchen');
    await user.type(screen.getByLabelText('Description'), 'Pots and pans.');
    const group = screen.getByRole('group', { name: 'Products' });
    await user.click(within(group).getByRole('checkbox', { name: 'Sufuria Set' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Chopping Board' }));
    expect(within(group).getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));

    expect(await screen.findByText('Category has been added successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/category');
    expect(sentBody(fetchMock, '/api/category/add', 'POST')).toEqual({
      name: 'Kitchen',
      description: 'Pots and pans.',
      products: ['p1', 'p3'],
    });
  });
});

describe('EditCategoryPage', () => {
  const renderEdit = (id = 'c1') =>
    renderWithProviders(<EditCategoryPage />, `/dashboard/category/edit/${id}`, {
      route: '/dashboard/category/edit/:id',
      history: ['/dashboard/category'],
    });

  const editApi = () =>
    mockFetch((url, init) => {
      if (init.method === 'PUT' && url.endsWith('/active'))
        return jsonResponse(200, { success: true, message: 'Category has been disabled, and so have all Kitchen products.' });
      if (init.method === 'PUT') return jsonResponse(200, { success: true, message: 'Category has been updated successfully!' });
      if (init.method === 'DELETE') return jsonResponse(200, { success: true, message: 'Category has been deleted successfully!' });
      if (url === '/api/product/list/select') return jsonResponse(200, productSelect);
      return jsonResponse(200, { category: kitchen });
    });

  it('fills the form with its products checked, checks slug and description, and saves', async () => {
    const fetchMock = editApi();
    renderEdit();
    expect(await screen.findByLabelText('Name')).toHaveValue('Kitchen');
    expect(screen.getByRole('checkbox', { name: 'Sufuria Set' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Chopping Board' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: /in the shop/ })).toHaveAttribute('href', '/shop/category/kitchen');

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'pots & pans');
    await user.type(screen.getByLabelText('Description'), 'a'.repeat(190));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Slug may have alpha-numeric characters, as well as dashes and underscores only.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Description may not be greater than 200 characters.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'pots-and-pans');
    await user.clear(screen.getByLabelText('Description'));
    await user.type(screen.getByLabelText('Description'), 'Cookware.');
    await user.click(screen.getByRole('checkbox', { name: 'Electric Kettle' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Category has been updated successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/category');
    expect(sentBody(fetchMock, '/api/category/c1', 'PUT')).toEqual({
      category: { name: 'Kitchen', slug: 'pots-and-pans', description: 'Cookware.', products: ['p1'] },
    });
  });

  it('explains the cascade beside the active switch and disables at once', async () => {
    const fetchMock = editApi();
    renderEdit();
    const active = await screen.findByRole('switch', { name: 'Active' });
    expect(active).toHaveAccessibleDescription('Disabling Kitchen will also disable all Kitchen products.');
    await userEvent.setup().click(active);
    expect(await screen.findByText('Category has been disabled, and so have all Kitchen products.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/category/c1/active', 'PUT')).toEqual({ category: { isActive: false } });
  });

  it('shows the asked-for state on the switch from the click on, disabled until the call answers', async () => {
    editApi();
    renderEdit();
    const active = await screen.findByRole('switch', { name: 'Active' });
    expect(active).toBeChecked();
    fireEvent.click(active);
    expect(active).not.toBeChecked();
    expect(active).toBeDisabled();
    expect(await screen.findByText('Category has been disabled, and so have all Kitchen products.')).toBeInTheDocument();
    expect(active).toBeEnabled();
  });

  it('deletes the category and goes back', async () => {
    const fetchMock = editApi();
    renderEdit();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Category has been deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/category');
    expect(fetchMock).toHaveBeenCalledWith('/api/category/delete/c1', expect.objectContaining({ method: 'DELETE' }));
  });

  it("says 'no category found.' when the category is missing", async () => {
    mockFetch((url) => (url === '/api/product/list/select' ? jsonResponse(200, productSelect) : jsonResponse(404, { message: 'No category found.' })));
    renderEdit('gone');
    expect(await screen.findByText('no category found.')).toBeInTheDocument();
  });
});
