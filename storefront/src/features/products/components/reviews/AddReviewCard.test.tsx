import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { stubApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { AddReviewCard } from './AddReviewCard';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('AddReviewCard', () => {
  it('shows the form when signed out too; a review submitted then asks to sign in and sends nothing', async () => {
    const calls = stubApi({});
    renderWithProviders(<AddReviewCard productId="prod_1" />);
    expect(screen.getByRole('heading', { name: 'Add Review' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Publish Review' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Sturdy jiko');
    await userEvent.type(screen.getByLabelText('Comment'), 'Cooks evenly.');
    await userEvent.click(await screen.findByRole('radio', { name: '4 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish Review' }));
    const ask = await screen.findByRole('alert');
    expect(ask).toHaveTextContent('Please Login to publish your review.');
    expect(within(ask).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByLabelText('Title')).toHaveValue('Sturdy jiko');
    expect(calls).toEqual([]);
  });

  it('shows the form to a signed-in shopper', async () => {
    signIn('Bearer t');
    renderWithProviders(<AddReviewCard productId="prod_1" />);
    expect(screen.getByRole('heading', { name: 'Add Review' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Publish Review' })).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toBeInTheDocument();
  });

  it("scrolls into view and takes focus when the page is opened at '#add-review'", async () => {
    renderWithProviders(<AddReviewCard productId="prod_1" />, '/product/kikoy#add-review', { route: '/product/kikoy' });
    expect(await screen.findByRole('region', { name: 'Add Review' })).toHaveFocus();
  });
});
