// The shop the cross-engine journey visits: its own `wrangler dev` (storefront + demo backend, its own
// port and its own fresh --persist-to state, so neither `npm run dev` nor the Playwright journeys'
// server is disturbed), behind a small proxy that puts one script first in every HTML page, with the
// page's CSP nonce: it records uncaught errors, unhandled rejections, console errors and warnings and
// CSP violations in sessionStorage, from before the page's own scripts run, in every engine (WebKit's
// WebDriver has neither a log endpoint nor a way to add a script to every page).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { wranglerEnv } from '../../scripts/wrangler-env.mjs';

export const ERRORS_KEY = '__engineJourneyErrors';

// Runs in the page, first thing: keep it small and plain (ES2017 for every engine).
// It removes its own element at once: React hydrates the whole document, head included, and would
// find a node the server did not render (a hydration mismatch, #418).
const RECORDER = `(function () {
  if (document.currentScript) document.currentScript.remove();
  var KEY = ${JSON.stringify(ERRORS_KEY)};
  // Which document of the tab recorded it (the journey's pages are numbered as they load).
  var page = 0;
  try { page = Number(sessionStorage.getItem(KEY + ':pages') || 0) + 1; sessionStorage.setItem(KEY + ':pages', String(page)); } catch (e) {}
  function text(value) {
    // WebKit's and Firefox's stack has no message line: the message first, so the cut keeps it.
    if (value instanceof Error) {
      var stack = value.stack || '';
      return stack.indexOf(value.message) === -1 ? value.name + ': ' + value.message + '\\n' + stack : stack;
    }
    if (typeof value === 'object') { try { return JSON.stringify(value); } catch (e) { return String(value); } }
    return String(value);
  }
  function record(kind, parts) {
    try {
      var list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      list.push(kind + ' at ' + location.pathname + location.search + ' (page ' + page + ' of the tab): ' + parts.map(text).join(' ').slice(0, 800));
      sessionStorage.setItem(KEY, JSON.stringify(list));
    } catch (e) {}
  }
  addEventListener('error', function (e) { if (e instanceof ErrorEvent) record('uncaught error', [e.error || e.message]); });
  addEventListener('unhandledrejection', function (e) { record('unhandled rejection', [e.reason]); });
  document.addEventListener('securitypolicyviolation', function (e) {
    record('CSP violation', [e.violatedDirective, e.blockedURI, e.sourceFile + ':' + e.lineNumber]);
  });
  ['error', 'warn'].forEach(function (level) {
    var original = console[level];
    console[level] = function () {
      record('console.' + level, Array.prototype.slice.call(arguments));
      return original.apply(console, arguments);
    };
  });
})();`;

/** @param {http.IncomingMessage} upstream */
function isHtml(upstream) {
  return /^text\/html/i.test(String(upstream.headers['content-type'] ?? ''));
}

/**
 * Proxies `port` to the worker on `target`, recording script in every HTML page. Requests the shop
 * could not answer (no connection, a 5xx) are kept in `failures`: a page's "failed chunk" is then
 * told apart from a server that did not answer it.
 * @param {number} port @param {number} target @param {string[]} failures
 */
function startProxy(port, target, failures) {
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers };
    delete headers['accept-encoding']; // plain bodies: the proxy edits HTML
    const forward = http.request(
      { host: '127.0.0.1', port: target, method: req.method, path: req.url, headers },
      (upstream) => {
        if ((upstream.statusCode ?? 502) >= 500)
          failures.push(`${new Date().toISOString()} ${req.method} ${req.url}: ${upstream.statusCode}`);
        if (!isHtml(upstream)) {
          res.writeHead(upstream.statusCode ?? 502, upstream.rawHeaders);
          upstream.pipe(res);
          return;
        }
        /** @type {Buffer[]} */
        const chunks = [];
        upstream.on('data', (chunk) => chunks.push(chunk));
        upstream.on('end', () => {
          const nonce = /'nonce-([^']+)'/.exec(String(upstream.headers['content-security-policy'] ?? ''))?.[1];
          let html = Buffer.concat(chunks).toString('utf8');
          if (nonce)
            html = html.replace(/<head[^>]*>/i, (head) => `${head}<script nonce="${nonce}">${RECORDER}</script>`);
          const body = Buffer.from(html, 'utf8');
          /** @type {string[]} */
          const raw = [];
          for (let i = 0; i < upstream.rawHeaders.length; i += 2) {
            const name = upstream.rawHeaders[i] ?? '';
            if (/^(content-length|transfer-encoding|content-encoding)$/i.test(name)) continue;
            raw.push(name, upstream.rawHeaders[i + 1] ?? '');
          }
          raw.push('content-length', String(body.length));
          res.writeHead(upstream.statusCode ?? 502, raw);
          res.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      failures.push(`${new Date().toISOString()} ${req.method} ${req.url}: ${error.message}`);
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`proxy: ${error.message}`);
    });
    req.pipe(forward);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Starts the journey's shop: wrangler on `port + 1`, the recording proxy on `port`. Resolves once the
 * worker answers its health check; `stop()` ends both.
 * @param {{ root: string, port: number }} options
 */
export async function startShop({ root, port }) {
  const workerPort = port + 1;
  const state = join(root, `.wrangler/engines-state-${workerPort}`);
  rmSync(state, { recursive: true, force: true });
  /** wrangler dev with its state; `exited` and `stderr` (its last 4000 characters) follow the process. */
  const start = () => {
    const child = spawn(
      join(root, 'node_modules/.bin/wrangler'),
      [
        'dev',
        '-c',
        'wrangler.toml',
        '-c',
        'demo-backend/wrangler.toml',
        '--port',
        String(workerPort),
        '--ip',
        '127.0.0.1',
        '--persist-to',
        state,
      ],
      { cwd: root, env: wranglerEnv(), stdio: ['ignore', 'ignore', 'pipe'] },
    );
    const run = { child, stderr: '', exited: false };
    child.stderr?.on('data', (chunk) => {
      run.stderr = (run.stderr + chunk).slice(-4000);
    });
    child.once('exit', () => {
      run.exited = true;
    });
    return run;
  };
  let wrangler = start();
  // Besides our port, wrangler picks a port of its own for the demo backend's socket ("direct:1"); on a
  // machine where other workerd processes start meanwhile (vitest's, the Playwright server's, other
  // runs) it was taken by the time workerd bound it: "Address already in use (socket
  // "direct:1:default")" twice in about 12 starts on the shared machine (11-26). A fresh start picks again.
  let starts = 1;
  const until = Date.now() + 180_000;
  for (;;) {
    if (wrangler.exited) {
      if (starts < 3 && /Address already in use/.test(wrangler.stderr)) {
        starts++;
        wrangler = start();
        continue;
      }
      throw new Error(`wrangler dev exited before it answered:\n${wrangler.stderr}`);
    }
    const ok = await fetch(`http://127.0.0.1:${workerPort}/__health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > until) {
      wrangler.child.kill();
      throw new Error(`wrangler dev did not answer on ${workerPort} within 180 s:\n${wrangler.stderr}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  /** @type {string[]} */
  const failures = [];
  const proxy = await startProxy(port, workerPort, failures).catch((error) => {
    wrangler.child.kill();
    throw error;
  });
  return {
    /** Requests the shop did not answer since the last call. */
    failures: () => failures.splice(0),
    stop: () => {
      proxy.close();
      if (!wrangler.exited) wrangler.child.kill();
    },
  };
}
