import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Dropdown } from '@/components/Dropdown';
import { theme } from '@/lib/theme';

const AccountDropdown = styled(Dropdown)`
  .account-label {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
  }

  .account-icon {
    width: 1.25rem;
    height: 1.25rem;
  }

  .account-note {
    padding: 0.35rem 0.75rem 0.25rem;
    font-size: 0.85rem;
    color: ${theme.colors.muted};
  }

  /* Icon only on narrow screens; the word stays the button's accessible name. */
  @media (max-width: 29.99rem) {
    .account-text {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

/**
 * Header account dropdown. Signed out: Login and Sign Up. (The signed-in state — first name,
 * Dashboard, Sign Out — comes with accounts.)
 */
export function AccountMenu() {
  return (
    <AccountDropdown
      align="right"
      label={
        <span className="account-label">
          <svg
            className="account-icon"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" strokeLinecap="round" />
          </svg>
          <span className="account-text">Account</span>
        </span>
      }
    >
      {(close) => (
        <ul aria-label="Account">
          <li className="account-note" aria-hidden="true">
            Welcome!
          </li>
          <li>
            <Link to="/login" onClick={close}>
              Login
            </Link>
          </li>
          <li>
            <Link to="/register" onClick={close}>
              Sign Up
            </Link>
          </li>
        </ul>
      )}
    </AccountDropdown>
  );
}
