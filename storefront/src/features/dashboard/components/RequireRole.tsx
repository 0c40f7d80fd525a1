import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FORBIDDEN_MESSAGE } from '@/lib/notify';
import { space, theme } from '@/lib/theme';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUser, type Role } from '@/stores/auth';
import { dashboardRole } from '@/lib/roles';

const Box = styled.div`
  padding: ${space(10, 5)};
  text-align: center;
  background: ${theme.colors.card};
  border-radius: ${theme.radius};
  box-shadow: ${theme.shadow};

  h1 {
    margin: ${space(0, 0, 2)};
    font-size: ${theme.fontSize[140]};
  }

  p {
    margin: 0;
    color: ${theme.colors.danger};
  }
`;

function Forbidden() {
  useDocumentTitle('Forbidden');
  return (
    <Box role="alert">
      <h1>Not allowed</h1>
      <p>{FORBIDDEN_MESSAGE}</p>
    </Box>
  );
}

interface RequireRoleProps {
  roles: readonly Role[];
  children: ReactNode;
}

/** A dashboard section for some roles only; anyone else sees the Forbidden state, never the data. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const user = useUser();
  if (!user || !roles.includes(dashboardRole(user))) return <Forbidden />;
  return <>{children}</>;
}
