import {
  EmailIcon,
  EmailShareButton,
  FacebookIcon,
  FacebookShareButton,
  TwitterShareButton,
  WhatsappIcon,
  WhatsappShareButton,
  XIcon,
} from 'react-share';
import styled from 'styled-components';
import { formatPrice } from '@/lib/format';
import { SHOP_NAME } from '@/lib/use-document-title';
import { space, theme } from '@/lib/theme';

const Group = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${space(2)};

  p {
    margin: ${space(0, 1, 0, 0)};
    font-weight: 600;
    color: ${theme.colors.muted};
  }

  button {
    border-radius: ${theme.radii.round};
    line-height: 0;
  }

  button:focus-visible {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 2px;
  }
`;

const ICON = { size: 36, round: true } as const;

/**
 * The product's shared link: a path, not the app's hash route, because link previews (WhatsApp,
 * Facebook, X) never send the part after `#`. The server answers it with the product's Open
 * Graph tags and the app opens it at `/#/product/{slug}`.
 */
export const productShareUrl = (slug: string): string =>
  `${window.location.origin}/product/${encodeURIComponent(slug)}`;

export const shareMessage = (name: string, price: number): string =>
  `Check out ${name} for ${formatPrice(price)} on ${SHOP_NAME}!`;

/** Share buttons (Facebook, X, e-mail, WhatsApp) with a prefilled message and the product link. Loaded lazily. */
export function ShareButtons({ name, slug, price }: { name: string; slug: string; price: number }) {
  const url = productShareUrl(slug);
  const message = shareMessage(name, price);

  return (
    <Group role="group" aria-labelledby="share-title">
      <p id="share-title">Share</p>
      <FacebookShareButton url={url} hashtag="#DukaKenya" aria-label="Share on Facebook" htmlTitle="Share on Facebook">
        <FacebookIcon {...ICON} />
      </FacebookShareButton>
      <TwitterShareButton url={url} title={message} aria-label="Share on X" htmlTitle="Share on X">
        <XIcon {...ICON} />
      </TwitterShareButton>
      <EmailShareButton
        url={url}
        subject={`${name} on ${SHOP_NAME}`}
        body={message}
        separator={'\n\n'}
        aria-label="Share by email"
        htmlTitle="Share by email"
      >
        <EmailIcon {...ICON} />
      </EmailShareButton>
      <WhatsappShareButton url={url} title={message} separator=" " aria-label="Share on WhatsApp" htmlTitle="Share on WhatsApp">
        <WhatsappIcon {...ICON} />
      </WhatsappShareButton>
    </Group>
  );
}
