import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { stubXhr } from '@/testing/fake-xhr';
import { jsonResponse, mockFetch, sentBody } from '@/testing/fetch-mock';
import { makeProduct } from '@/testing/product-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import { AddProductPage } from './AddProductPage';
import { EditProductPage } from './EditProductPage';
import { ProductsPage } from './ProductsPage';

const admin = makeUser({ role: 'ROLE_ADMIN' });
const merchant = makeUser({ role: 'ROLE_MERCHANT', merchant: 'm1' });
const product = makeProduct({ _id: 'p1', imageUrl: '/api/files/shuka-front.jpg', variants: ['Red', 'Blue'], taxable: true });
const brandSelect = { brands: [{ _id: 'b1', name: 'Nairobi Crafts' }, { _id: 'b2', name: 'Kilima' }] };
const categories = [
  { _id: 'c1', name: 'Home' },
  { _id: 'c2', name: 'Kitchen' },
];
const jpg = (name: string) => new File(['img'], name, { type: 'image/jpeg' });

// jsdom has no object URLs; the previews need them.
const urlStatics = URL as unknown as Record<'createObjectURL' | 'revokeObjectURL', unknown>;

beforeEach(() => {
  urlStatics.createObjectURL = vi.fn((file: File) => `blob:${file.name}`);
  urlStatics.revokeObjectURL = vi.fn();
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
  delete urlStatics.createObjectURL;
  delete urlStatics.revokeObjectURL;
});

describe('ProductsPage', () => {
  it('lists products with image, name, description, price, stock and live or hidden, linking to their edit pages', async () => {
    signIn('Bearer t', admin);
    mockFetch(() =>
      jsonResponse(200, {
        products: [product, makeProduct({ _id: 'p2', name: 'Kiondo Basket', price: 2350, quantity: 0, imageUrl: null, images: [], isActive: false })],
      }),
    );
    const { container } = renderWithProviders(<ProductsPage />, '/dashboard/product');
    expect(await screen.findByRole('link', { name: 'Maasai Shuka Blanket' })).toHaveAttribute('href', '/dashboard/product/edit/p1');
    expect(screen.getAllByText('Warm checked blanket.')).toHaveLength(2);
    expect(container.querySelector('img[src="/api/files/shuka-front.jpg"]')).not.toBeNull();
    expect(screen.getByRole('img', { name: 'No image' })).toBeInTheDocument();
    const shuka = screen.getByRole('row', { name: /Maasai Shuka Blanket/ });
    expect(within(shuka).getByText('Kes. 1,500')).toBeInTheDocument();
    expect(within(shuka).getByRole('spinbutton', { name: 'Stock of Maasai Shuka Blanket' })).toHaveValue(10);
    expect(within(shuka).getByText('Live')).toBeInTheDocument();
    const kiondo = screen.getByRole('row', { name: /Kiondo Basket/ });
    expect(within(kiondo).getByText('Kes. 2,350')).toBeInTheDocument();
    expect(within(kiondo).getByRole('spinbutton', { name: 'Stock of Kiondo Basket' })).toHaveValue(0);
    expect(within(kiondo).getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/dashboard/product/add');
  });

  it('edits the stock in the list, refusing what is not a whole number of at least 0', async () => {
    signIn('Bearer t', merchant);
    const fetchMock = mockFetch((_url, init) =>
      init.method === 'PUT'
        ? jsonResponse(200, { success: true, message: 'Product has been updated successfully!' })
        : jsonResponse(200, { products: [product] }),
    );
    renderWithProviders(<ProductsPage />, '/dashboard/product');
    const user = userEvent.setup();
    const stock = await screen.findByRole('spinbutton', { name: 'Stock of Maasai Shuka Blanket' });
    const save = screen.getByRole('button', { name: 'Save stock of Maasai Shuka Blanket' });
    expect(save).toBeDisabled();
    await user.clear(stock);
    await user.type(stock, '-3');
    await user.click(save);
    expect(await screen.findByText('Quantity may not be negative.')).toBeInTheDocument();
    expect(stock).toHaveAttribute('aria-invalid', 'true');
    expect(sentBody(fetchMock, '/api/product/p1', 'PUT')).toBeUndefined();

    await user.clear(stock);
    await user.type(stock, '25');
    await user.click(save);
    expect(await screen.findByText('Product has been updated successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/product/p1', 'PUT')).toEqual({ product: { quantity: 25 } });
  });

  it("says 'no products found.' without products", async () => {
    signIn('Bearer t', admin);
    mockFetch(() => jsonResponse(200, { products: [] }));
    renderWithProviders(<ProductsPage />, '/dashboard/product');
    expect(await screen.findByText('no products found.')).toBeInTheDocument();
  });
});

describe('AddProductPage', () => {
  it('counts the description as it is typed, against the 200 characters allowed', async () => {
    signIn('Bearer t', admin);
    mockFetch(() => jsonResponse(200, brandSelect));
    renderWithProviders(<AddProductPage />, '/dashboard/product/add');
    const user = userEvent.setup();
    const description = await screen.findByLabelText('Description');
    expect(screen.getByTestId('description-count')).toHaveTextContent('0/200 characters');
    await user.type(description, 'Handwoven sisal.');
    expect(screen.getByTestId('description-count')).toHaveTextContent('16/200 characters');
  });

  it('shows the validation messages inline and sends nothing', async () => {
    signIn('Bearer t', admin);
    mockFetch(() => jsonResponse(200, brandSelect));
    const requests = stubXhr(() => ({ status: 500, body: {} }));
    renderWithProviders(<AddProductPage />, '/dashboard/product/add');
    const user = userEvent.setup({ applyAccept: false });

    await user.type(await screen.findByLabelText('Sku'), 'bad sku!');
    await user.type(screen.getByLabelText('Description'), 'a'.repeat(201));
    await user.upload(screen.getByLabelText('Images'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    for (const message of [
      'Sku may have alpha-numeric characters, as well as dashes and underscores only.',
      'Name is required.',
      'Description may not be greater than 200 characters.',
      'Brand is required.',
      'Please upload files with jpg, jpeg, png format.',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Sku')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it("gives admins the brand selector with 'No option selected' first and the add-on toggle", async () => {
    signIn('Bearer t', admin);
    mockFetch(() => jsonResponse(200, brandSelect));
    renderWithProviders(<AddProductPage />, '/dashboard/product/add');
    const brand = await screen.findByRole('combobox', { name: 'Brand' });
    expect(brand).toBeEnabled();
    expect(brand).toHaveValue('');
    expect(within(brand).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'No option selected',
      'Nairobi Crafts',
      'Kilima',
    ]);
    expect(screen.getByRole('switch', { name: 'Add-on product' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(within(screen.getByRole('combobox', { name: 'Taxable' })).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Yes',
      'No',
    ]);
  });

  it("preselects and locks a merchant's own brand, without the add-on toggle", async () => {
    signIn('Bearer t', merchant);
    mockFetch(() => jsonResponse(200, { brands: [{ _id: 'b9', name: 'Jua Power' }] }));
    const requests = stubXhr(() => ({ status: 200, body: { success: true, message: 'Product has been added successfully!' } }));
    renderWithProviders(<AddProductPage />, '/dashboard/product/add', { history: ['/dashboard/product'] });
    const brand = await screen.findByRole('combobox', { name: 'Brand' });
    expect(brand).toBeDisabled();
    expect(brand).toHaveValue('b9');
    expect(screen.queryByRole('switch', { name: 'Add-on product' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Sku'), 'JUA-7');
    await user.type(screen.getByLabelText('Name'), 'Solar Lamp');
    await user.type(screen.getByLabelText('Description'), 'Bright lamp.');
    await user.upload(screen.getByLabelText('Images'), jpg('lamp.jpg'));
    await user.click(screen.getByRole('button', { name: 'Add Product' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/product');
    expect(requests[0]!.body.get('brand')).toBe('b9');
    expect(requests[0]!.body.has('isAddon')).toBe(false);
  });

  it('previews the chosen images, uploads them with progress and goes back with the message', async () => {
    signIn('Bearer t', admin);
    mockFetch(() => jsonResponse(200, brandSelect));
    const requests = stubXhr(() => ({ status: 200, body: { success: true, message: 'Product has been added successfully!', product } }));
    renderWithProviders(<AddProductPage />, '/dashboard/product/add', { history: ['/dashboard/product'] });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Sku'), 'KIKOI-01');
    await user.type(screen.getByLabelText('Name'), 'Kikoi Wrap');
    await user.type(screen.getByLabelText('Description'), 'A light cotton wrap.');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '12');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '850');
    await user.selectOptions(screen.getByLabelText('Taxable'), 'Yes');
    await user.selectOptions(screen.getByLabelText('Brand'), 'Kilima');
    await user.type(screen.getByLabelText('Variants'), 'Red, Blue');
    await user.click(screen.getByRole('switch', { name: 'Add-on product' }));
    await user.upload(screen.getByLabelText('Images'), [jpg('front.jpg'), jpg('back.jpg')]);

    const chosen = screen.getByRole('list', { name: 'Chosen images' });
    expect(within(chosen).getByRole('img', { name: 'Preview of front.jpg' })).toHaveAttribute('src', 'blob:front.jpg');
    expect(within(chosen).getByRole('img', { name: 'Preview of back.jpg' })).toBeInTheDocument();
    expect(screen.getByText('2 images chosen')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByRole('progressbar', { name: 'Upload progress' })).toBeInTheDocument();
    expect(await screen.findByText('Product has been added successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/product');

    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/product/add', headers: { Authorization: 'Bearer t' } });
    expect(request!.body.get('variants')).toBe('Red,Blue');
    expect(request!.body.get('taxable')).toBe('1');
    expect(request!.body.get('brand')).toBe('b2');
    expect(request!.body.get('isAddon')).toBe('true');
    expect(request!.body.getAll('image').map((file) => (file as File).name)).toEqual(['front.jpg', 'back.jpg']);
  });

  it("removes a chosen image again and shows the server's 400 error", async () => {
    signIn('Bearer t', admin);
    mockFetch(() => jsonResponse(200, brandSelect));
    stubXhr(() => ({ status: 400, body: { error: 'A product with the sku "KIKOI-01" already exists.' } }));
    renderWithProviders(<AddProductPage />, '/dashboard/product/add');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Sku'), 'KIKOI-01');
    await user.type(screen.getByLabelText('Name'), 'Kikoi Wrap');
    await user.type(screen.getByLabelText('Description'), 'A light cotton wrap.');
    await user.selectOptions(screen.getByLabelText('Brand'), 'Kilima');
    await user.upload(screen.getByLabelText('Images'), [jpg('front.jpg'), jpg('back.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Remove front.jpg' }));
    expect(screen.getByText('1 image chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('A product with the sku "KIKOI-01" already exists.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Product' })).toBeEnabled();
  });
});

describe('EditProductPage', () => {
  const renderEdit = (id = 'p1') =>
    renderWithProviders(<EditProductPage />, `/dashboard/product/edit/${id}`, {
      route: '/dashboard/product/edit/:id',
      history: ['/dashboard/product'],
    });

  const editApi = () =>
    mockFetch((url, init) => {
      if (init.method === 'PUT' && url.endsWith('/active')) return jsonResponse(200, { success: true, message: 'Product has been disabled.' });
      if (init.method === 'PUT') return jsonResponse(200, { success: true, message: 'Product has been updated successfully!' });
      if (init.method === 'DELETE') return jsonResponse(200, { success: true, message: 'Product has been deleted successfully!' });
      if (url === '/api/brand/list/select') return jsonResponse(200, brandSelect);
      if (url === '/api/category/list') return jsonResponse(200, { categories });
      return jsonResponse(200, { product });
    });

  it('fills the form, links to the shop page and checks the slug', async () => {
    signIn('Bearer t', admin);
    const fetchMock = editApi();
    renderEdit();
    expect(await screen.findByLabelText('Name')).toHaveValue('Maasai Shuka Blanket');
    expect(screen.getByLabelText('Slug')).toHaveValue('maasai-shuka-blanket');
    expect(screen.getByLabelText('Variants')).toHaveValue('Red, Blue');
    expect(screen.getByLabelText('Taxable')).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Brand' })).toHaveValue('b1');
    expect(screen.getByRole('switch', { name: 'Add-on product' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Images')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /in the shop/ })).toHaveAttribute('href', '/product/maasai-shuka-blanket');

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'shuka blanket');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Slug may have alpha-numeric characters, as well as dashes and underscores only.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Slug'));
    await user.type(screen.getByLabelText('Slug'), 'shuka-blanket');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '1750');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product has been updated successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/product');
    expect(sentBody(fetchMock, '/api/product/p1', 'PUT')).toEqual({
      product: {
        sku: 'SKU-001',
        name: 'Maasai Shuka Blanket',
        slug: 'shuka-blanket',
        description: 'Warm checked blanket.',
        quantity: 10,
        price: 1750,
        taxable: '1',
        variants: ['Red', 'Blue'],
        isAddon: false,
        brand: 'b1',
      },
    });
  });

  it('calls the activation route as soon as the active switch changes', async () => {
    signIn('Bearer t', admin);
    const fetchMock = editApi();
    renderEdit();
    const active = await screen.findByRole('switch', { name: 'Active' });
    expect(active).toBeChecked();
    await userEvent.setup().click(active);
    expect(await screen.findByText('Product has been disabled.')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/product/p1/active', 'PUT')).toEqual({ product: { isActive: false } });
  });

  it('deletes the product and goes back', async () => {
    signIn('Bearer t', admin);
    const fetchMock = editApi();
    renderEdit();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product has been deleted successfully!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/product');
    expect(fetchMock).toHaveBeenCalledWith('/api/product/delete/p1', expect.objectContaining({ method: 'DELETE' }));
  });

  it('gives merchants no brand selector and no add-on toggle, and sends neither', async () => {
    signIn('Bearer t', merchant);
    const fetchMock = editApi();
    renderEdit();
    expect(await screen.findByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Add-on product' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBody(fetchMock, '/api/product/p1', 'PUT')).toBeDefined());
    const { product: sent } = sentBody(fetchMock, '/api/product/p1', 'PUT') as { product: Record<string, unknown> };
    expect(sent).not.toHaveProperty('brand');
    expect(sent).not.toHaveProperty('isAddon');
    expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/brand/list/select')).toBe(false);
  });

  it('changes the category after creation, sending it only when it changed', async () => {
    signIn('Bearer t', merchant);
    const fetchMock = editApi();
    renderEdit();
    const category = await screen.findByRole('combobox', { name: 'Category' });
    expect(category).toHaveValue('c1');
    const user = userEvent.setup();
    await user.selectOptions(category, 'c2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sentBody(fetchMock, '/api/product/p1', 'PUT')).toBeDefined());
    expect(sentBody(fetchMock, '/api/product/p1', 'PUT')).toMatchObject({ product: { category: 'c2', quantity: 10 } });
  });

  it('reorders photos with buttons and removes one, then saves their order', async () => {
    signIn('Bearer t', merchant);
    const fetchMock = editApi();
    renderEdit();
    const user = userEvent.setup();
    const photos = await screen.findByRole('list', { name: 'Photos in order' });
    const shown = () => within(photos).getAllByRole('img').map((img) => img.getAttribute('src'));
    expect(shown()).toEqual(['/api/files/shuka-front.jpg', '/api/files/shuka-back.jpg']);
    expect(screen.getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save photos' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Move photo 2 up' }));
    expect(shown()).toEqual(['/api/files/shuka-back.jpg', '/api/files/shuka-front.jpg']);
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(shown()).toEqual(['/api/files/shuka-back.jpg']);
    // The last photo stays: a product keeps at least one.
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Save photos' }));
    expect(await screen.findByText('Product has been updated successfully!')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/product/p1', 'PUT')).toEqual({ product: { images: ['shuka-back.jpg'] } });
  });

  it('adds photos to an existing product', async () => {
    signIn('Bearer t', merchant);
    editApi();
    const requests = stubXhr(() => ({
      status: 200,
      body: { success: true, message: 'Photos have been added.', product: { ...product, images: [...product.images, 'new.jpg'] } },
    }));
    renderEdit();
    const user = userEvent.setup();
    await user.upload(await screen.findByLabelText('Add photos'), jpg('new.jpg'));
    await user.click(screen.getByRole('button', { name: 'Upload 1 photo' }));
    expect(await screen.findByText('Photos have been added.')).toBeInTheDocument();
    expect(requests[0]?.url).toBe('/api/product/p1/images');
    expect(within(screen.getByRole('list', { name: 'Photos in order' })).getAllByRole('img')).toHaveLength(3);
  });

  it("says 'no product found.' when the product is missing", async () => {
    signIn('Bearer t', admin);
    mockFetch((url) => (url === '/api/brand/list/select' ? jsonResponse(200, brandSelect) : jsonResponse(404, { message: 'No product found.' })));
    renderEdit('gone');
    expect(await screen.findByText('no product found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
