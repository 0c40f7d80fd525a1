import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AddReviewCard } from './AddReviewCard';

afterEach(() => signOut());

describe('AddReviewCard', () => {
  it('offers a link to sign in, and never the form, when signed out', async () => {
    renderWithProviders(<AddReviewCard productId="prod_1" />);
    expect(screen.getByRole('heading', { name: 'Add Review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    // The form would come a tick after the page's load: give it the time.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('button', { name: 'Publish Review' })).not.toBeInTheDocument();
  });

  it('shows the form to a signed-in shopper', async () => {
    signIn('Bearer t');
    renderWithProviders(<AddReviewCard productId="prod_1" />);
    expect(screen.getByRole('heading', { name: 'Add Review' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Publish Review' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it("scrolls into view and takes focus when the page is opened at '#add-review'", async () => {
    renderWithProviders(<AddReviewCard productId="prod_1" />, '/product/kikoy#add-review', { route: '/product/kikoy' });
    expect(await screen.findByRole('region', { name: 'Add Review' })).toHaveFocus();
  });
});
