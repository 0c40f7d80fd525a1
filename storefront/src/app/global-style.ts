import { createGlobalStyle } from 'styled-components';
import { theme } from '@/lib/theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after {
    box-sizing: border-box;
  }

  :root {
    /* Notices: text dark enough for WCAG AA contrast on their white background. */
    --toastify-text-color-light: ${theme.colors.text};
  }

  html {
    -webkit-text-size-adjust: 100%;
  }

  body {
    margin: 0;
    font-family: ${theme.font};
    font-size: ${theme.fontSize.base};
    line-height: 1.5;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
    -webkit-font-smoothing: antialiased;
  }

  img, svg {
    display: block;
    max-width: 100%;
  }

  /* A product image's <picture> lays out as its <img> alone. */
  picture {
    display: contents;
  }

  a {
    color: ${theme.colors.accent};
  }

  :focus-visible {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 2px;
  }
`;
