import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('renders nothing for a single page (or none)', () => {
    const { container, rerender } = render(<Pagination pageCount={1} currentPage={1} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Pagination pageCount={0} currentPage={1} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('is a labelled navigation landmark holding a list, with labelled previous and next', () => {
    render(<Pagination pageCount={4} currentPage={1} onPageChange={vi.fn()} label="Product pages" />);
    const nav = screen.getByRole('navigation', { name: 'Product pages' });
    // react-paginate's own role="navigation" on the <ul> is removed: one landmark, a real list.
    expect(screen.getAllByRole('navigation')).toHaveLength(1);
    expect(within(nav).getByRole('list')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(nav).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'false');
  });

  it('marks the current page with aria-current', () => {
    render(<Pagination pageCount={4} currentPage={2} onPageChange={vi.fn()} />);
    const current = screen.getByRole('button', { name: 'Page 2, current page' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  });

  it('reports the chosen page one-based', async () => {
    const onPageChange = vi.fn();
    render(<Pagination pageCount={4} currentPage={1} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(4);
  });

  it('shows a 3-page range with 2 margin pages and breaks in between', () => {
    render(<Pagination pageCount={20} currentPage={10} onPageChange={vi.fn()} />);
    const pages = screen
      .getAllByRole('button', { name: /^Page \d+/ })
      .map((button) => button.textContent);
    expect(pages).toEqual(['1', '2', '9', '10', '11', '19', '20']);
    expect(screen.getByRole('button', { name: 'Jump backward' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Jump forward' })).toBeInTheDocument();
  });

  it('gives pages real links when an href builder is passed', () => {
    render(<Pagination pageCount={3} currentPage={1} onPageChange={vi.fn()} hrefBuilder={(page) => `#/shop?page=${page}`} />);
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '#/shop?page=2');
  });
});
