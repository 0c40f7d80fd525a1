import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@/lib/theme';
import { useDocumentTitle } from '@/lib/use-document-title';

const Section = styled.section`
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};
  padding: 1.25rem;

  .subpage-header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    margin-bottom: 1.25rem;
    padding-bottom: 0.75rem;
    border-bottom: 1px solid ${theme.colors.border};
  }

  h1 {
    margin: 0;
    font-size: 1.4rem;
  }

  .subpage-actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
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
