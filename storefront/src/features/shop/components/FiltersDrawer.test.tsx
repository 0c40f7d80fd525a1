import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeFilterCount, DEFAULT_FILTERS } from '../utils/filters';
import { FiltersDrawer } from './FiltersDrawer';

// jsdom applies the stylesheet but no media query, so it sees the wide-screen layout (the
// button hidden, so no accessible names); the phone layout is checked in a real browser (e2e).
const hidden = true;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FiltersDrawer', () => {
  it('names the active filter count on its button', () => {
    render(
      <FiltersDrawer activeCount={2}>
        <p>price and rating</p>
      </FiltersDrawer>,
    );
    const toggle = screen.getByRole('button', { expanded: false, hidden });
    expect(toggle).toHaveAttribute('aria-label', 'Filters, 2 active');
    expect(toggle).toHaveTextContent(/^Filters2$/);
  });

  it('opens the filters as a dialog and closes them with Escape, back on the button', async () => {
    const user = userEvent.setup();
    render(
      <FiltersDrawer activeCount={0}>
        <p>price and rating</p>
      </FiltersDrawer>,
    );
    const toggle = screen.getByRole('button', { expanded: false, hidden });
    expect(toggle).toHaveTextContent(/^Filters$/);
    await user.click(toggle);

    const dialog = screen.getByRole('dialog', { hidden });
    expect(dialog).toHaveAttribute('aria-label', 'Filters');
    expect(dialog).toHaveTextContent('price and rating');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { hidden })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('on a phone, mounts the filters only once the drawer is first opened, and keeps them', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 640px)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const user = userEvent.setup();
    render(
      <FiltersDrawer activeCount={0}>
        <p>price and rating</p>
      </FiltersDrawer>,
    );
    expect(screen.queryByText('price and rating')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { expanded: false, hidden }));
    expect(screen.getByRole('dialog', { hidden })).toHaveTextContent('price and rating');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { hidden })).not.toBeInTheDocument();
    expect(screen.getByText('price and rating')).toBeInTheDocument();
  });

  it('counts the price range once and the rating once', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, min: 500 })).toBe(1);
    expect(activeFilterCount({ ...DEFAULT_FILTERS, min: 500, max: 900, rating: 4 })).toBe(2);
  });
});
