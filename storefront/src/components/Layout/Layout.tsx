import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { Container } from '../Container';
import { Footer } from './Footer';
import { Header } from './Header';

const Shell = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
  padding: 1.5rem 0;

  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 20;
  padding: 0.5rem 1rem;
  background: ${theme.colors.accent};
  color: #fff;
  border-radius: 6px;

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

/** Page chrome: header, main landmark with the routed page, footer. */
export function Layout() {
  const navigation = useNavigation();

  return (
    <Shell>
      <SkipLink
        href="#main"
        onClick={(event) => {
          event.preventDefault();
          document.getElementById('main')?.focus();
        }}
      >
        Skip to content
      </SkipLink>
      {navigation.state === 'loading' && <ProgressBar aria-hidden="true" />}
      <Header />
      <Main id="main" tabIndex={-1}>
        <Container>
          <Outlet />
        </Container>
      </Main>
      <Footer />
      <ScrollRestoration />
    </Shell>
  );
}
