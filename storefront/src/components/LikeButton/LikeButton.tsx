import { useState } from 'react';
import styled from 'styled-components';
import { IconButton } from '@/components/IconButton';
import { toast } from '@/lib/notify';
import { theme } from '@/lib/theme';
import { useIsAuthenticated } from '@/stores/auth';
import { useSetLiked } from './set-liked';

export const LOGIN_TO_WISHLIST = 'Please login to wishlist a product';

const Toggle = styled(IconButton)`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSize[135]};

  &[aria-disabled='true'] {
    color: ${theme.colors.muted};
    cursor: not-allowed;
    opacity: 0.7;
  }

  &:focus-visible {
    outline: 3px solid ${theme.colors.accent};
    outline-offset: 2px;
  }
`;

interface LikeButtonProps {
  productId: string;
  productName: string;
  isLiked?: boolean;
  className?: string;
}

/**
 * The wishlist heart (spec §4): toggles the like when signed in; signed out it is disabled
 * and pressing it shows the warning 'Please login to wishlist a product'.
 */
export function LikeButton({ productId, productName, isLiked = false, className }: LikeButtonProps) {
  const signedIn = useIsAuthenticated();
  // The shopper's last choice shows at once, before the products are fetched again.
  const [choice, setChoice] = useState<boolean | null>(null);
  const mutation = useSetLiked();
  const liked = choice ?? isLiked;

  const toggle = () => {
    if (!signedIn) {
      toast.warning(LOGIN_TO_WISHLIST, { toastId: LOGIN_TO_WISHLIST });
      return;
    }
    if (mutation.isPending) return;
    const next = !liked;
    setChoice(next);
    mutation.mutate({ product: productId, isLiked: next }, { onError: () => setChoice(null) });
  };

  const active = signedIn && liked;
  return (
    <Toggle
      variant="outline"
      className={className}
      aria-pressed={active}
      aria-disabled={!signedIn}
      aria-label={`Wishlist ${productName}`}
      title={signedIn ? undefined : LOGIN_TO_WISHLIST}
      onClick={toggle}
    >
      <span aria-hidden="true">{active ? '♥' : '♡'}</span>
    </Toggle>
  );
}
