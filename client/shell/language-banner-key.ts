/** localStorage key: the shopper closed the language banner (read by the banner, written by its lazy view). */
export const LANGUAGE_BANNER_DISMISSED_KEY = 'language-banner-closed';
