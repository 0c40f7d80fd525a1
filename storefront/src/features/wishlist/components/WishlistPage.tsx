import styled from 'styled-components';
import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { useWishlist } from '../api/get-wishlist';
import { WishlistRow } from './WishlistRow';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

/** /dashboard/wishlist (every role, spec §2): 'Your Wishlist', or 'you have no items in your wishlist yet!'. */
export function WishlistPage() {
  return (
    <SubPage title="Your Wishlist">
      <PageState
        query={useWishlist()}
        loading="Loading your wishlist…"
        error="Could not load your wishlist."
        empty="you have no items in your wishlist yet!"
      >
        {(items) => (
          <List aria-label="Wishlist">
            {items.map((item) => (
              <li key={item._id}>
                <WishlistRow item={item} />
              </li>
            ))}
          </List>
        )}
      </PageState>
    </SubPage>
  );
}
