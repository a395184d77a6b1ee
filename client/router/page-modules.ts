import { createContext } from 'react';
import type { PageKey } from '../../shared/routes';

/**
 * Server only: each page's JS chunks (from the Vite manifest), so the document can ask the browser
 * to fetch the current page's chunk beside the entry. Absent in the browser (the provider wraps the
 * server render only); preloading renders nothing, so hydration is unaffected.
 */
export const PageModulesContext = createContext<Partial<Record<PageKey, string[]>> | null>(null);
