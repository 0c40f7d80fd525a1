import { Link, useNavigate } from 'react-router-dom';
import { LineIcon } from '@/components/LineIcon';
import styled from 'styled-components';
import { Dropdown } from '@/components/Dropdown';
import { toast } from '@/lib/notify';
import { space, theme } from '@/lib/theme';
import { signOut, useIsAuthenticated, useUser } from '@/stores/auth';

const AccountDropdown = styled(Dropdown)`
  min-width: 0;

  .account-label {
    display: inline-flex;
    align-items: center;
    gap: ${space(1.4)};
  }

  .account-icon {
    width: 1.25rem;
    height: 1.25rem;
  }

  .account-action {
    display: block;
    width: 100%;
    padding: ${space(2, 3)};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: ${theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }

  .account-action:hover {
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentHover};
  }

  .account-note {
    padding: ${space(1.4, 3, 1)};
    font-size: ${theme.fontSize[85]};
    color: ${theme.colors.muted};
  }

  /*
   * The name shows on a phone too (spec §2: signed in, the first name; signed out, 'Account'),
   * so the two headers differ at a glance. The header gives the menu what the logo leaves; a
   * long name is cut short with an ellipsis rather than crowding the logo.
   */
  .dropdown-button {
    max-width: 100%;
  }

  .account-label {
    min-width: 0;
  }

  .account-icon {
    flex: none;
  }

  .account-text {
    min-width: 0;
    max-width: 10rem;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }

  /* Narrow phones (360 px): tighter, no chevron, so 'Account' or a first name still fits. */
  @media (max-width: 29.99rem) {
    .dropdown-button {
      padding: ${space(2, 1)};
    }

    .account-label {
      gap: ${space(1)};
    }

    .dropdown-chevron {
      display: none;
    }

    .account-text {
      font-size: ${theme.fontSize[92]};
    }
  }
`;

/** Sign out (spec §4, §8): forget the session, say so, and go to /login. */
function useSignOut() {
  const navigate = useNavigate();
  return () => {
    signOut();
    toast.success('You have signed out!');
    navigate('/login');
  };
}

/**
 * Header account dropdown (spec §2). Signed in: the first name (or 'Account'), Dashboard and
 * Sign Out. Signed out: Login and Sign Up.
 */
export function AccountMenu() {
  const signedIn = useIsAuthenticated();
  const user = useUser();
  const onSignOut = useSignOut();
  const name = signedIn && user?.firstName ? user.firstName : 'Account';

  return (
    <AccountDropdown
      align="right"
      label={
        <span className="account-label">
          <LineIcon className="account-icon">
            <circle cx="12" cy="8" r="4" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" strokeLinecap="round" />
          </LineIcon>
          <span className="account-text">{name}</span>
        </span>
      }
    >
      {(close) =>
        signedIn ? (
          <ul aria-label="Account">
            <li>
              <Link to="/dashboard" onClick={close}>
                Dashboard
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="account-action"
                onClick={() => {
                  close();
                  onSignOut();
                }}
              >
                Sign Out
              </button>
            </li>
          </ul>
        ) : (
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
        )
      }
    </AccountDropdown>
  );
}
