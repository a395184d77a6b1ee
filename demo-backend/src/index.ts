import { Hono } from 'hono';
const app = new Hono();
app.get('/api/v1/globals', (c) => c.json({ data: { ok: true } }));
export default app;
