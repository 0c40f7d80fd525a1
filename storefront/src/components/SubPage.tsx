import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import { useDocumentTitle } from '@/lib/use-document-title';
import { spreadRow } from './layout';

const Section = styled.section`
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: ${space(5)};

  .subpage-header {
    ${spreadRow()}
    gap: ${space(3)};
    margin-bottom: ${space(5)};
    padding-bottom: ${space(3)};
    border-bottom: 1px solid ${theme.colors.border};
  }

  h1 {
    margin: 0;
    font-size: ${theme.fontSize[140]};
  }

  .subpage-actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${space(2)};
  }
`;

interface SubPageProps {
  title: string;
  /** Buttons or links beside the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled card (a page of the dashboard or a small public page) with optional actions. */
export function SubPage({ title, actions, children }: SubPageProps) {
  useDocumentTitle(title);
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <div className="subpage-header">
        <h1 id={titleId}>{title}</h1>
        {actions && <div className="subpage-actions">{actions}</div>}
      </div>
      {children}
    </Section>
  );
}
