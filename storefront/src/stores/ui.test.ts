import { afterEach, describe, expect, it } from 'vitest';
import { closePanels, openCart, openMenu, toggleCart, toggleMenu, uiStore } from './ui';

afterEach(closePanels);

describe('ui panels (menu and cart are mutually exclusive)', () => {
  it('opening the cart closes the menu and the other way round', () => {
    openMenu();
    expect(uiStore.getState().panel).toBe('menu');
    openCart();
    expect(uiStore.getState().panel).toBe('cart');
    toggleMenu();
    expect(uiStore.getState().panel).toBe('menu');
  });

  it('each toggle opens and closes its panel', () => {
    toggleCart();
    expect(uiStore.getState().panel).toBe('cart');
    toggleCart();
    expect(uiStore.getState().panel).toBeNull();
    toggleMenu();
    toggleMenu();
    expect(uiStore.getState().panel).toBeNull();
  });
});
