/** The product gallery's width (`sizes`): one column on a phone, half of the 1200 px page from 900 px. */
export const GALLERY_IMAGE_SIZES = '(min-width: 1200px) 580px, (min-width: 900px) 48vw, 100vw';
