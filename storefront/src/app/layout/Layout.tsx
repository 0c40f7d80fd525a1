import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@/components/Container';
import { space, theme } from '@/lib/theme';
import { CartDrawer } from '@/features/cart/components/CartDrawer';
import { CategoryMenu } from '@/features/categories-menu/components/CategoryMenu';
import { CheckoutButton } from '@/features/checkout/components/CheckoutButton';
import { PaymentNotices } from '@/features/checkout/components/PaymentNotices';
import { closePanels, useOpenPanel } from '@/stores/ui';
import { useSession } from '../use-session';
import { Footer } from './Footer';
import { Header } from './Header';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Page = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
`;

/** At least a screen tall, so the footer starts below the fold and never jumps as content arrives. */
const Main = styled.main`
  flex: 1;
  padding: ${space(6, 0)};
  min-height: 100vh;

  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 20;
  padding: ${space(2, 4)};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  border-radius: ${theme.radii.sm};

  &:focus {
    top: 0.5rem;
  }
`;

const ProgressBar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: 30;
  background: ${theme.colors.accent};
`;

/**
 * Page chrome: header (with search, menus, cart), the side menu and cart drawer, the main
 * landmark with the routed page, and the footer. While a side panel is open the page behind
 * it is inert; the header stays usable, so the menu and cart toggles can switch panels.
 */
export function Layout() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const panel = useOpenPanel();
  const pageRef = useRef<HTMLDivElement>(null);
  useSession();

  useEffect(() => {
    pageRef.current?.toggleAttribute('inert', panel !== null);
  }, [panel]);

  // A new page closes the side panels (their links close them too).
  useEffect(() => {
    closePanels();
  }, [pathname]);

  return (
    <Shell>
      <SkipLink
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          closePanels();
          // The page stops being inert once the panel has closed.
          requestAnimationFrame(() => document.getElementById('main')?.focus());
        }}
      >
        Skip to content
      </SkipLink>
      {navigation.state === 'loading' && <ProgressBar aria-hidden="true" />}
      <Header />
      <CategoryMenu />
      <CartDrawer checkout={<CheckoutButton />} />
      <Page ref={pageRef}>
        <Main id="main" tabIndex={-1}>
          <Container>
            <Outlet />
          </Container>
        </Main>
        <Footer />
      </Page>
      <PaymentNotices />
      <ScrollRestoration />
    </Shell>
  );
}
