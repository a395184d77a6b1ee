/** sessionStorage key of the flash messages waiting for the next page (./flash-store.ts). */
export const FLASH_KEY = 'flash-messages';
