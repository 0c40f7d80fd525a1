import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import type { Role } from '@/stores/auth';

export const ROLE_LABELS: Record<Role, string> = {
  ROLE_ADMIN: 'Admin',
  ROLE_MERCHANT: 'Merchant',
  ROLE_MEMBER: 'Member',
};

const Badge = styled.span`
  display: inline-block;
  padding: ${space(0.6, 2.4)};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSize[80]};
  font-weight: 700;
  letter-spacing: 0.02em;

  &[data-role='ROLE_ADMIN'] {
    background: ${theme.colors.dangerSoft};
    color: ${theme.colors.danger};
  }
  &[data-role='ROLE_MERCHANT'] {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
  }
  &[data-role='ROLE_MEMBER'] {
    background: ${theme.colors.successSoft};
    color: ${theme.colors.success};
  }
`;

/** The role as a badge: Admin, Merchant or Member (spec §2). */
export function RoleBadge({ role }: { role: Role }) {
  return <Badge data-role={role}>{ROLE_LABELS[role] ?? ROLE_LABELS.ROLE_MEMBER}</Badge>;
}
