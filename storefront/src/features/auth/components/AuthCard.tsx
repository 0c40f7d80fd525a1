import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import { useDocumentTitle } from '@/lib/use-document-title';
import { spreadRow } from '@/components/layout';

/** One styled root (with nested rules) keeps style injection cheap. */
const Card = styled.section`
  max-width: 56rem;
  margin: 0 auto;
  padding: ${space(6)};
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};

  h1 {
    margin: ${space(0, 0, 5)};
    padding-bottom: ${space(3)};
    font-size: ${theme.fontSize[150]};
    border-bottom: 1px solid ${theme.colors.border};
  }

  &.auth-narrow {
    max-width: 32rem;
  }

  .auth-columns {
    display: grid;
    gap: ${space(6)};
  }

  .auth-links {
    ${spreadRow()}
    gap: ${space(3)};
  }

  @media (min-width: ${theme.breakpoints.md}) {
    padding: ${space(8)};

    .auth-columns {
      grid-template-columns: 3fr 2fr;
      gap: ${space(10)};
    }
  }
`;

interface AuthCardProps {
  title: string;
  /** A single narrow column (forgot and reset password). */
  narrow?: boolean;
  children: ReactNode;
}

/** The card around the sign-in, sign-up and password pages. */
export function AuthCard({ title, narrow = false, children }: AuthCardProps) {
  useDocumentTitle(title);
  const titleId = useId();
  return (
    <Card className={narrow ? 'auth-narrow' : undefined} aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
    </Card>
  );
}
