export { LikeButton, LOGIN_TO_WISHLIST } from './LikeButton';
export { setLiked, useSetLiked, WISHLIST_QUERY_KEY, type LikeInput } from './set-liked';
