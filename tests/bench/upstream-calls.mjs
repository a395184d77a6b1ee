// Upstream calls per page view on a warm cache (issue 6), counted by the demo backend
// (/__demo/requests): each page is viewed until warm, the counters are reset, the page is viewed
// once more, and every call the backend saw is listed. Page cache off (its hits would trivially
// make 0 calls): this counts what the renderer itself asks for.
//
//   npm run bench:upstream-calls
//
// Target: 0 calls for globals and menus on every page.
import { demo, discoverPages, get, opsApi, startServer } from './lib/bench-server.mjs';
import { isMain, option, save, table, verdict } from './lib/report.mjs';

/** Shell data: globals, menus, currencies, countries. */
const SHELL_PATHS = [
  /^\/api\/v1\/globals/,
  /^\/api\/v1\/currencies/,
  /^\/api\/v1\/countries/,
  /^\/content\/menu-object\//,
];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function run(server) {
  await opsApi.setCacheRules(server, { pageCache: { enabled: false } });
  const pages = await discoverPages(server);
  const rows = [];
  try {
    for (const [name, path] of Object.entries(pages)) {
      for (let i = 0; i < 3; i++) await get(server, path);
      await sleep(300); // background cache writes of the warm-up settle
      await demo.resetRequests(server);
      const view = await get(server, path);
      await sleep(300); // anything the view started in waitUntil is counted too
      const all = await demo.requests(server);
      const counts = all.counts.filter((c) => !c.path.startsWith('/__demo/'));
      const total = counts.reduce((n, c) => n + c.count, 0);
      const shell = counts.filter((c) => SHELL_PATHS.some((re) => re.test(c.path))).reduce((n, c) => n + c.count, 0);
      rows.push({
        page: name,
        path,
        status: view.status,
        'upstream calls': total,
        'globals + menus': shell,
        calls: counts.map((c) => `${c.method} ${c.path} ×${c.count}`).join(', ') || '-',
      });
    }
  } finally {
    await opsApi.clearCacheRules(server);
  }
  const worst = Math.max(...rows.map((r) => r['globals + menus']));
  const targets = [
    { target: 'globals and menus: 0 calls per warm page view', value: String(worst), result: verdict(worst === 0) },
  ];
  table('Upstream calls per page view (warm caches, page cache off)', rows);
  table('Upstream-call targets', targets);
  const result = { rows, targets };
  save('upstream-calls', result);
  return result;
}

if (isMain(import.meta)) {
  const server = await startServer({ port: Number(option('port', 'BENCH_PORT', 8820)) });
  try {
    await run(server);
  } finally {
    await server.stop();
  }
}
