import { PageState } from '@/components/PageState';
import { SubPage } from '@/components/SubPage';
import { StackList } from '@/components/lists';
import { useWishlist } from '../api/get-wishlist';
import { WishlistRow } from './WishlistRow';


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
          <StackList aria-label="Wishlist">
            {items.map((item) => (
              <li key={item._id}>
                <WishlistRow item={item} />
              </li>
            ))}
          </StackList>
        )}
      </PageState>
    </SubPage>
  );
}
