import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import { UsersPage } from './UsersPage';

const admin = makeUser({ _id: 'u1', role: 'ROLE_ADMIN', firstName: 'Achieng', lastName: 'Otieno', email: 'admin@duka.local' });
const nameless = makeUser({ _id: 'u2', firstName: '', lastName: '', email: 'x@example.com', provider: 'google' });

afterEach(() => {
  vi.unstubAllGlobals();
});

const usersApi = () =>
  mockFetch((url) =>
    url.startsWith('/api/user/search')
      ? jsonResponse(200, { users: [admin] })
      : jsonResponse(200, { users: [admin, nameless], totalPages: 3, currentPage: 1, count: 42 }),
  );

describe('UsersPage', () => {
  it('lists users with name or N/A, email, provider, created date, role badge, count and pages', async () => {
    const fetchMock = usersApi();
    renderWithProviders(<UsersPage />, '/dashboard/users');
    expect(await screen.findByRole('heading', { level: 2, name: 'Achieng Otieno' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'N/A' })).toBeInTheDocument();
    expect(screen.getByText('admin@duka.local')).toBeInTheDocument();
    expect(screen.getByText('google')).toBeInTheDocument();
    expect(screen.getAllByText('March 5, 2025')).toHaveLength(2);
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByText('42 users')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Users pages' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/user?page=1&limit=20', expect.anything());
  });

  it('searches on submit from 2 characters, and clears the search below that', async () => {
    const fetchMock = usersApi();
    const user = userEvent.setup();
    renderWithProviders(<UsersPage />, '/dashboard/users');
    const box = await screen.findByPlaceholderText('Type user name or email');

    await user.type(box, 'a');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/user/search'))).toBe(false);

    await user.type(box, 'c');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1 user')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/user/search?search=ac', expect.anything());
    expect(screen.queryByRole('navigation', { name: 'Users pages' })).not.toBeInTheDocument();

    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('42 users')).toBeInTheDocument();
  });

  it('searches by itself 1 second after typing stops', async () => {
    const fetchMock = usersApi();
    const user = userEvent.setup();
    renderWithProviders(<UsersPage />, '/dashboard/users');
    await user.type(await screen.findByPlaceholderText('Type user name or email'), 'ach');
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/user/search'))).toBe(false);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/user/search?search=ach', expect.anything()), {
      timeout: 2500,
    });
  });

  it("says 'No Users Found!' when nothing matches", async () => {
    mockFetch(() => jsonResponse(200, { users: [], totalPages: 0, currentPage: 1, count: 0 }));
    renderWithProviders(<UsersPage />, '/dashboard/users');
    expect(await screen.findByText('No Users Found!')).toBeInTheDocument();
  });
});
