export { CARD_IMAGE_SIZES, ProductCard } from './ProductCard';
