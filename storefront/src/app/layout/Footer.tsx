import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@/components/Container';
import { SupportContactLinks } from '@/features/content/components/SupportContactLinks';
import { NewsletterForm } from '@/features/newsletter/components/NewsletterForm';
import { space, theme } from '@/lib/theme';
import { SHOP_NAME } from '@/lib/use-document-title';
import { spreadRow } from '@/components/layout';
import { plainList } from '@/components/lists';

/** One styled root (with nested rules) keeps style injection cheap. */
const Bar = styled.footer`
  margin-top: ${space(12)};
  background: ${theme.colors.footer};
  color: ${theme.colors.footerText};
  padding: ${space(10, 0, 6)};
  font-size: ${theme.fontSize[95]};

  a {
    color: ${theme.colors.footerLink};
  }

  :focus-visible {
    outline-color: ${theme.colors.footerLink};
  }

  .footer-columns {
    display: grid;
    gap: ${space(8)};
  }

  h2 {
    margin: ${space(0, 0, 3)};
    font-size: ${theme.fontSize[100]};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${theme.colors.onAccent};
  }

  .footer-columns ul {
    ${plainList}
    display: flex;
    flex-direction: column;
    gap: ${space(2)};
  }

  .footer-bottom {
    margin-top: ${space(8)};
    padding-top: ${space(5)};
    border-top: 1px solid ${theme.colors.footerLine};
    ${spreadRow()}
    gap: ${space(3, 4)};
  }

  .footer-bottom p {
    margin: 0;
  }

  .footer-social {
    ${plainList}
    display: flex;
    gap: ${space(2)};
  }

  .footer-social a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: ${theme.radii.round};
    background: ${theme.colors.footerControl};
  }

  .footer-social a:hover {
    background: ${theme.colors.footerControlHover};
  }

  .footer-social svg {
    width: 1.2rem;
    height: 1.2rem;
  }

  @media (min-width: ${theme.breakpoints.sm}) {
    .footer-columns {
      grid-template-columns: 1fr 1fr;
    }
  }

  @media (min-width: ${theme.breakpoints.md}) {
    .footer-columns {
      grid-template-columns: 1fr 1fr 2fr;
    }
  }
`;

const SOCIAL: { name: string; href: string; icon: ReactNode }[] = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: <path fill="currentColor" d="M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l.5-4H14V8.6c0-.4.3-.6.6-.6H14z" />,
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
      </g>
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/',
    icon: <path fill="currentColor" d="M17.8 3h3.1l-6.8 7.8L22 21h-6.3l-4.9-6.4L5.2 21H2.1l7.3-8.3L2 3h6.4l4.4 5.9L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z" />,
  },
];

/**
 * Footer (spec §2): Customer Service (with the shop's phone and WhatsApp when set, and Returns),
 * Links (with Sell on Duka, Privacy and Terms), newsletter sign-up, copyright, social links.
 */
export function Footer() {
  return (
    <Bar>
      <Container>
        <div className="footer-columns">
          <nav aria-labelledby="footer-service">
            <h2 id="footer-service">Customer Service</h2>
            <ul>
              <li>
                <Link to="/contact">Contact Us</Link>
              </li>
              <SupportContactLinks />
              <li>
                <Link to="/returns">Returns</Link>
              </li>
            </ul>
          </nav>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links">Links</h2>
            <ul>
              <li>
                <Link to="/dashboard">Account Details</Link>
              </li>
              <li>
                <Link to="/dashboard/orders">Orders</Link>
              </li>
              <li>
                <Link to="/sell">Sell on Duka</Link>
              </li>
              <li>
                <Link to="/privacy">Privacy</Link>
              </li>
              <li>
                <Link to="/terms">Terms</Link>
              </li>
            </ul>
          </nav>
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter">Newsletter</h2>
            <NewsletterForm />
          </section>
        </div>
        <div className="footer-bottom">
          <p>
            © {new Date().getFullYear()} {SHOP_NAME}. All rights reserved. Prices in Kenyan shillings (Kes.)
          </p>
          <ul className="footer-social" aria-label="Social media">
            {SOCIAL.map(({ name, href, icon }) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${SHOP_NAME} on ${name} (opens in a new tab)`}>
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    {icon}
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </Bar>
  );
}
