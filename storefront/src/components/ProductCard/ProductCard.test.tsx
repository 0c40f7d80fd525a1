import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/lib/types';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { makeProduct } from '@/testing/product-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ProductCard } from './ProductCard';

const renderCard = (product: Product) => renderWithProviders(<ProductCard product={product} />);

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('ProductCard', () => {
  it('shows the name and the price as Kes. {price}', () => {
    renderCard(makeProduct({ price: 2499.5 }));
    expect(screen.getByRole('heading', { name: 'Maasai Shuka Blanket' })).toBeInTheDocument();
    expect(screen.getByText('Kes. 2,499.50')).toBeInTheDocument();
  });

  it('links to /product/{slug}', () => {
    renderCard(makeProduct());
    const link = screen.getByRole('link', { name: 'Maasai Shuka Blanket' });
    expect(link.getAttribute('href')).toMatch(/\/product\/maasai-shuka-blanket$/);
  });

  it('shows the first image from /api/files with alt text', () => {
    renderCard(makeProduct());
    const image = screen.getByRole('img', { name: 'Maasai Shuka Blanket' });
    expect(image).toHaveAttribute('src', '/api/files/shuka-front.jpg');
    expect(screen.queryByTestId('image-placeholder')).not.toBeInTheDocument();
  });

  it('shows a labelled placeholder when there are no images', () => {
    renderCard(makeProduct({ images: [] }));
    expect(screen.getByTestId('image-placeholder')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /no image available for maasai shuka blanket/i })).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('shows the average rating to one decimal with a star when reviewed', () => {
    renderCard(makeProduct({ averageRating: 4.46, totalReviews: 3 }));
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('★')).toBeInTheDocument();
  });

  it('hides the rating when there are no reviews', () => {
    renderCard(makeProduct({ averageRating: 0, totalReviews: 0 }));
    expect(screen.queryByText('★')).not.toBeInTheDocument();
    expect(screen.queryByText('0.0')).not.toBeInTheDocument();
  });

  it('disables the like toggle when signed out and warns on press', async () => {
    const calls = stubApi({});
    renderCard(makeProduct());
    const like = screen.getByRole('button', { name: 'Wishlist Maasai Shuka Blanket' });
    expect(like).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(like);
    expect(await screen.findByText('Please login to wishlist a product')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('likes and unlikes the product when signed in', async () => {
    signIn('Bearer t');
    const calls = stubApi({ 'POST /api/wishlist': jsonResponse(200, { success: true, message: 'ok' }) });
    renderCard(makeProduct({ _id: 'prod_1', isLiked: false }));
    const like = screen.getByRole('button', { name: 'Wishlist Maasai Shuka Blanket' });
    expect(like).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(like);
    expect(like).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls).toHaveLength(1));
    await userEvent.click(like);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((call) => call.body)).toEqual([
      { product: 'prod_1', isLiked: true },
      { product: 'prod_1', isLiked: false },
    ]);
    expect(like).toHaveAttribute('aria-pressed', 'false');
  });
});
