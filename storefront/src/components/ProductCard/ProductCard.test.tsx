import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/lib/types';
import { makeProduct } from '@/testing/product-fixture';
import { ProductCard } from './ProductCard';

const renderCard = (product: Product) =>
  render(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );

describe('ProductCard', () => {
  it('shows the name and the price as Kes.{price}', () => {
    renderCard(makeProduct({ price: 2499.5 }));
    expect(screen.getByRole('heading', { name: 'Maasai Shuka Blanket' })).toBeInTheDocument();
    expect(screen.getByText('Kes.2499.5')).toBeInTheDocument();
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
});
