// Does `npm run ops -- stats` count what was asked? Sends a short load split over the Slovak and
// Czech sites of a running storefront (npm run dev, or wrangler dev on another port), then compares
// each site's request count in the ops stats (before and after) with the requests it sent.
//   node scripts/ops-load-check.mjs [--url http://127.0.0.1:8787] [--requests 200] [--token dev-ops-token]
// In wrangler dev one isolate serves everything, so its per-isolate numbers must match exactly.
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.OPS_URL ?? 'http://127.0.0.1:8787' },
    requests: { type: 'string', default: '200' },
    token: { type: 'string', default: process.env.OPS_TOKEN ?? 'dev-ops-token' },
  },
});
const base = new URL(values.url);
const total = Number(values.requests);
const SITES = { sk: 'www.eshop-demo.sk', cz: 'www.eshop-demo.cz' };
// Pages (rendered and page-cached), page data, and the API proxy: the kinds of traffic counted.
const PATHS = [
  '/',
  '/',
  '/kosik',
  '/__data/',
  '/api/v1/cart',
  '/api/v1/currencies',
  '/hladat?q=gel',
  '/neexistuje-xyz',
];

function get(host, path) {
  return new Promise((resolve, reject) => {
    const req = request({ host: base.hostname, port: base.port, path, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
    req.end();
  });
}

function stats() {
  const out = execFileSync(
    process.execPath,
    ['scripts/ops.mjs', 'stats', '--json', '--url', values.url, '--token', values.token],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(out);
}

const before = stats();
const sent = { sk: 0, cz: 0 };
const statuses = {};
for (let i = 0; i < total; i++) {
  const site = i % 5 < 3 ? 'sk' : 'cz'; // 60 % Slovak, 40 % Czech
  const status = await get(SITES[site], PATHS[i % PATHS.length]);
  sent[site]++;
  statuses[status] = (statuses[status] ?? 0) + 1;
}
const after = stats();
let ok = true;
console.log(`source: ${after.source}`);
for (const site of ['sk', 'cz']) {
  const counted = after.sites[site].requests - (before.sites[site]?.requests ?? 0);
  const match = counted === sent[site];
  ok &&= match;
  console.log(`${site}: sent ${sent[site]}, stats counted ${counted} ${match ? '(match)' : '(MISMATCH)'}`);
}
console.log(`statuses: ${JSON.stringify(statuses)}`);
console.log('');
console.log(
  execFileSync(process.execPath, ['scripts/ops.mjs', 'stats', '--url', values.url, '--token', values.token], {
    encoding: 'utf8',
  }),
);
process.exitCode = ok ? 0 : 1;
