import styled from 'styled-components';
import { API_BASE } from '@/lib/api-client';
import { space, theme } from '@/lib/theme';
import { StackList } from '@/components/lists';
import { secondaryLinkLook } from '@/components/Button';
import { useSocialProviders } from '../api/social-providers';

const List = styled(StackList)`

  a {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: ${space(2.4)};
    min-height: 2.75rem;
    padding: ${space(2, 4)};
    ${secondaryLinkLook}
  }

  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

/** Each provider's mark: its colour and its 24×24 path. */
const PROVIDERS = [
  { id: 'google' as const, name: 'Google', color: theme.colors.google, d: 'M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zM6.4 14a6 6 0 0 1 0-3.9V7.5H3.1a10 10 0 0 0 0 9zM12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5L6.4 10C7.2 7.7 9.4 6 12 6z' },
  { id: 'facebook' as const, name: 'Facebook', color: theme.colors.facebook, d: 'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.4v7A10 10 0 0 0 22 12z' },
];

/**
 * Social sign-in (spec §2): plain browser links to /api/auth/{provider}, only for the providers the
 * shop is configured for (none while that is being asked, none if it cannot be read).
 */
export function SocialLinks() {
  const { data } = useSocialProviders();
  const shown = PROVIDERS.filter(({ id }) => data?.[id] === true);
  if (shown.length === 0) return null;
  return (
    <List aria-label="Social login">
      {shown.map(({ id, name, color, d }) => (
        <li key={id}>
          <a href={`${API_BASE}/auth/${id}`}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill={color} d={d} />
            </svg>
            Login with {name}
          </a>
        </li>
      ))}
    </List>
  );
}
