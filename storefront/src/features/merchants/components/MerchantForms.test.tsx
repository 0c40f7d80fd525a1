import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import { authStore, signOut } from '@/stores/auth';
import { AddMerchantPage } from './AddMerchantPage';
import { MerchantSignupPage, MERCHANT_SIGNUP_SUCCESS } from './MerchantSignupPage';
import { SellPage } from './SellPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function fillApplication(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Wanjiru Kamau');
  await user.type(screen.getByLabelText('Email'), 'wanjiru@example.com');
  await user.type(screen.getByLabelText('Phone Number'), '(071) 234-5678');
  await user.type(screen.getByLabelText('Brand'), 'Kikapu');
  await user.type(screen.getByLabelText('Business'), 'Handwoven baskets from Machakos.');
}

describe('/sell', () => {
  it('shows the banner and the inline messages of the spec, and sends nothing while invalid', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, {}));
    const user = userEvent.setup();
    renderWithProviders(<SellPage />, '/sell');
    expect(screen.getByRole('heading', { name: 'Become a Duka Kenya seller!' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'bad');
    await user.type(screen.getByLabelText('Phone Number'), '12345');
    await user.type(screen.getByLabelText('Business'), 'short');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email format is invalid.')).toBeInTheDocument();
    expect(screen.getByText('Phone number format is invalid.')).toBeInTheDocument();
    expect(screen.getByText('Brand is required.')).toBeInTheDocument();
    expect(screen.getByText('Business must be at least 10 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the application and shows the server's message; a 400 shows the server's error", async () => {
    let answer = jsonResponse(200, { success: true, message: 'We received your request! We will reach you on your phone number (071) 234-5678!' });
    const fetchMock = mockFetch(() => answer);
    const user = userEvent.setup();
    renderWithProviders(<SellPage />, '/sell');
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('We received your request! We will reach you on your phone number (071) 234-5678!')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/merchant/add', 'POST')).toEqual({
      name: 'Wanjiru Kamau',
      email: 'wanjiru@example.com',
      phoneNumber: '(071) 234-5678',
      brand: 'Kikapu',
      business: 'Handwoven baskets from Machakos.',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');

    answer = jsonResponse(400, { error: 'A request with this email address is already waiting for approval. We will reach you soon.' });
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('A request with this email address is already waiting for approval. We will reach you soon.')).toBeInTheDocument();
  });

  it('says what selling costs in one short paragraph: the commission and when and how sellers are paid', () => {
    renderWithProviders(<SellPage />, '/sell');
    expect(
      screen.getByText(
        'Selling on Duka Kenya costs a 10% commission on each item sold, taken from the price before VAT. You are paid by M-Pesa once the buyer has received the order.',
      ),
    ).toBeInTheDocument();
  });

  it('sends an application with a Kenyan phone number as typed', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, message: 'We received your request!' }));
    const user = userEvent.setup();
    renderWithProviders(<SellPage />, '/sell');
    await user.type(screen.getByLabelText('Name'), 'Wanjiru Kamau');
    await user.type(screen.getByLabelText('Phone Number'), '+254 712 345 678');
    await user.type(screen.getByLabelText('Brand'), 'Kikapu');
    await user.type(screen.getByLabelText('Business'), 'Handwoven baskets from Machakos.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('We received your request!')).toBeInTheDocument();
    expect(screen.queryByText('Phone number format is invalid.')).not.toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/merchant/add', 'POST')).toEqual(expect.objectContaining({ phoneNumber: '+254 712 345 678' }));
  });
});

describe('/dashboard/merchant/add', () => {
  it("has 'Add Merchant' and Cancel, and goes back after adding", async () => {
    mockFetch(() => jsonResponse(200, { success: true, message: 'We received your request!' }));
    const user = userEvent.setup();
    renderWithProviders(<AddMerchantPage />, '/dashboard/merchant/add', { history: ['/dashboard/merchant'] });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await fillApplication(user);
    await user.click(screen.getByRole('button', { name: 'Add Merchant' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard/merchant');
  });
});

describe('/merchant-signup/:token', () => {
  const path = `/merchant-signup/${'a'.repeat(64)}?email=wanjiru%40example.com`;

  it('signs the new merchant in when the answer carries her session, greets her and opens her first steps', async () => {
    const amina = makeUser({ firstName: 'Amina', role: 'ROLE_MERCHANT', merchant: 'mer_1', phoneNumber: '+254712345678' });
    mockFetch(() => jsonResponse(200, { success: true, message: 'Signed up.', token: 'Bearer new-session', user: amina }));
    const user = userEvent.setup();
    renderWithProviders(<MerchantSignupPage />, path, { route: '/merchant-signup/:token' });
    await user.type(screen.getByLabelText('First Name'), 'Amina');
    await user.type(screen.getByLabelText('Last Name'), 'Njeri');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Karibu Amina!')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/first-steps');
    expect(authStore.getState()).toMatchObject({ token: 'Bearer new-session', user: { firstName: 'Amina', phoneNumber: '+254712345678' } });
    act(() => signOut());
  });

  it('prefills the e-mail from the query, signs up and goes to /login with the spec message', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true }));
    const user = userEvent.setup();
    renderWithProviders(<MerchantSignupPage />, path, { route: '/merchant-signup/:token' });
    expect(screen.getByLabelText('Email')).toHaveValue('wanjiru@example.com');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('First Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('First Name'), 'Wanjiru');
    await user.type(screen.getByLabelText('Last Name'), 'Kamau');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText(MERCHANT_SIGNUP_SUCCESS)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(sentBody(fetchMock, `/api/merchant/signup/${'a'.repeat(64)}`, 'POST')).toEqual({
      email: 'wanjiru@example.com',
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      password: 'secret-pass',
    });
  });

  it("prefills an address with a '+' as it is written in the link", () => {
    renderWithProviders(<MerchantSignupPage />, `/merchant-signup/${'a'.repeat(64)}?email=a+b@example.com`, {
      route: '/merchant-signup/:token',
    });
    expect(screen.getByLabelText('Email')).toHaveValue('a+b@example.com');
  });

  it('shows the e-mail of a second invitation link opened in the same tab', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<MerchantSignupPage />, path, { route: '/merchant-signup/:token' });
    await user.type(screen.getByLabelText('First Name'), 'Wanjiru');
    await act(() => router.navigate(`/merchant-signup/${'b'.repeat(64)}?email=otieno%40example.com`));
    expect(screen.getByLabelText('Email')).toHaveValue('otieno@example.com');
    expect(screen.getByLabelText('First Name')).toHaveValue('');
  });

  it("titles a refused link 'Please try to signup again!' with the server's message", async () => {
    mockFetch(() => jsonResponse(400, { error: 'Your sign-up link is invalid or has expired. Please contact us for a new one.' }));
    const user = userEvent.setup();
    renderWithProviders(<MerchantSignupPage />, path, { route: '/merchant-signup/:token' });
    await user.type(screen.getByLabelText('First Name'), 'Wanjiru');
    await user.type(screen.getByLabelText('Last Name'), 'Kamau');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Please try to signup again!')).toBeInTheDocument();
    expect(screen.getByText('Your sign-up link is invalid or has expired. Please contact us for a new one.')).toBeInTheDocument();
  });
});
