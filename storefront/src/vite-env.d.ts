/// <reference types="vite/client" />

/** The shop's time zone (SHOP_TIME_ZONE when the storefront was built, default Africa/Nairobi). */
declare const __SHOP_TIME_ZONE__: string;
