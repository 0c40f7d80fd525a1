export { LikeButton, LOGIN_TO_WISHLIST } from './LikeButton';
export { setLiked, useSetLiked, type LikeInput } from './set-liked';
