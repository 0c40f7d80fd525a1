import { createStore, useStore } from './create-store';

/** The side panels of the header: the category menu and the cart drawer. Only one is open. */
export type Panel = 'menu' | 'cart' | null;

export interface UiState {
  panel: Panel;
}

export const uiStore = createStore<UiState>({ panel: null });

const setPanel = (panel: Panel) => uiStore.setState((state) => (state.panel === panel ? state : { panel }));

/** Opening one panel closes the other (spec §4: the toggles are mutually exclusive). */
export const openMenu = () => setPanel('menu');
export const openCart = () => setPanel('cart');
export const closePanels = () => setPanel(null);
export const toggleMenu = () => setPanel(uiStore.getState().panel === 'menu' ? null : 'menu');
export const toggleCart = () => setPanel(uiStore.getState().panel === 'cart' ? null : 'cart');

export const useOpenPanel = (): Panel => useStore(uiStore, (state) => state.panel);
export const useIsMenuOpen = (): boolean => useStore(uiStore, (state) => state.panel === 'menu');
export const useIsCartOpen = (): boolean => useStore(uiStore, (state) => state.panel === 'cart');
