import { Hono } from 'hono';
const app = new Hono<{ Bindings: { DEMO_BACKEND: Fetcher } }>();
app.get('/', async (c) => { const r = await c.env.DEMO_BACKEND.fetch('http://demo/api/v1/globals'); return c.text('front ' + c.req.header('host') + ' ' + await r.text()); });
export default app;
