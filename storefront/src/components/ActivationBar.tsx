import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { space, theme } from '@/lib/theme';
import { SwitchField } from './form/SwitchField';
import { spreadRow } from './layout';

const Bar = styled.div`
  ${spreadRow('flex-start')}
  gap: ${space(3, 6)};
  margin-bottom: ${space(5)};
  padding-bottom: ${space(4)};
  border-bottom: 1px solid ${theme.colors.border};

  > a {
    color: ${theme.colors.accentHover};
    font-weight: 600;
  }

  > div {
    max-width: 26rem;
  }
`;

interface ActivationBarProps {
  /** The item's page in the shop. */
  link: { to: string; label: string };
  isActive: boolean;
  /** While the activation call runs: the switch shows the asked-for state and is disabled. */
  pending: boolean;
  /** Help text under the switch (e.g. the cascade to products). */
  help?: string;
  onToggle: (isActive: boolean) => void;
}

/** An edit page's shop link and its 'Active' switch, which applies at once (spec §4). */
export function ActivationBar({ link, isActive, pending, help, onToggle }: ActivationBarProps) {
  return (
    <Bar>
      <Link to={link.to}>{link.label}</Link>
      <SwitchField
        label="Active"
        help={help}
        checked={isActive}
        disabled={pending}
        onChange={(event) => onToggle(event.target.checked)}
      />
    </Bar>
  );
}
