/** Types of ./chromium.mjs (plain JS so node scripts run it without a build). */
export const CHROMIUM_PATH: string;
export const CHROMIUM_FLAGS: string[];
