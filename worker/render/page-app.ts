import { Hono } from 'hono';
import type { AppEnv } from '../env';

// Page rendering (SSR) and page data for client-side navigation. Mounted last by worker/app.ts.
// Being built now; see docs/ARCHITECTURE.md "Pages".
export const pageApp = new Hono<AppEnv>();
pageApp.get('*', (c) => c.text('page rendering is being built', 503));
