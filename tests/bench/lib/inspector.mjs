// The storefront isolate in workerd's own inspector, for the CPU bench (CPU profiles) and the
// resilience run (heap usage). wrangler's --inspector-port shows only one worker of a two-worker dev
// session (the demo backend), so the storefront's target is found on workerd's own inspector port:
// every TCP port the workerd processes of our wrangler listen on is asked for /json/list.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/** The workerd processes in a process group (our detached wrangler dev). */
export function findWorkerd(pgid) {
  const found = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (Number(fields[2]) === pgid && comm.startsWith('workerd')) found.push(Number(entry));
    } catch {
      // process ended while we looked
    }
  }
  if (found.length === 0) throw new Error('no workerd process found under wrangler dev');
  return found;
}

/** RSS in kB per workerd process of the group, found afresh each time (wrangler may restart one). */
export function rssByPid(pgid) {
  const out = {};
  for (const pid of findWorkerd(pgid)) {
    try {
      out[pid] = Number(/VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // ended between the scan and the read
    }
  }
  return out;
}

/** TCP ports a process listens on, from /proc (no `ss` needed): its socket inodes in /proc/net/tcp. */
function listeningPorts(pid) {
  const inodes = new Set();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (m) inodes.add(m[1]);
    } catch {
      // closed while we looked
    }
  }
  return readFileSync('/proc/net/tcp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f[3] === '0A' && inodes.has(f[9])) // 0A: LISTEN
    .map((f) => parseInt(f[1].split(':')[1], 16));
}

/**
 * The storefront's own socket in workerd (miniflare's entry), which wrangler's dev proxy forwards
 * every request to: `http://127.0.0.1:<port>`. Among the ports the group's workerd processes listen
 * on (not `except`: the proxy's own port, which answers the same), the one whose `/__health` answers
 * `{"ok":true}` with the storefront's security headers (the demo backend's answers the same body
 * without them). Requests sent here skip the proxy worker and nothing else (see cpu.mjs).
 */
export async function storefrontEntryBase(pgid, except, host) {
  for (const pid of findWorkerd(pgid)) {
    for (const port of listeningPorts(pid)) {
      if (except.includes(port)) continue;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/__health`, {
          headers: { host },
          signal: AbortSignal.timeout(2000),
        });
        const body = await res.text();
        const storefront = res.headers.has('content-security-policy');
        if (res.status === 200 && body === '{"ok":true}' && storefront) return `http://127.0.0.1:${port}`;
      } catch {
        // not an HTTP socket (the inspector's, a loopback), or not answering
      }
    }
  }
  throw new Error("the storefront's own workerd socket was not found (wrangler's dev proxy forwards to it)");
}

/** Every isolate target of the group's workerd inspectors: `{ id, webSocketDebuggerUrl }`. */
export async function inspectorTargets(pgid) {
  const found = [];
  for (const pid of findWorkerd(pgid)) {
    for (const port of listeningPorts(pid)) {
      try {
        const targets = await (
          await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(1000) })
        ).json();
        if (Array.isArray(targets)) found.push(...targets.filter((t) => t.webSocketDebuggerUrl));
      } catch {
        // not an inspector (the worker's own HTTP socket, the control socket...)
      }
    }
  }
  return found;
}

/**
 * Asks an inspector question and, until it is answered, calls `nudge` every half second. workerd
 * reads an isolate's inspector messages when the isolate has something to do: an idle isolate can
 * leave a question unanswered until a request comes (seen as "did not answer Runtime.getHeapUsage"
 * on a server at rest, and as a fresh session's first command going unanswered).
 */
export async function askNudging(inspector, method, params, nudge, timeoutMs = 30_000) {
  let answered = false;
  const nudging = (async () => {
    while (!answered) {
      await new Promise((r) => setTimeout(r, 500));
      if (!answered) await nudge().catch(() => {});
    }
  })();
  try {
    return await inspector.send(method, params, timeoutMs);
  } finally {
    answered = true;
    await nudging;
  }
}

/** Used JS heap (kB) of every isolate in the group's workerd, by target id, asked one at a time. */
export async function heapByIsolate(pgid, nudge) {
  const out = {};
  for (const target of await inspectorTargets(pgid)) {
    try {
      const inspector = await openInspector(target.webSocketDebuggerUrl);
      try {
        out[target.id] = (await askNudging(inspector, 'Runtime.getHeapUsage', {}, nudge, 10_000)).usedSize / 1024;
      } finally {
        inspector.close();
      }
    } catch {
      // a target that does not answer (busy or gone) is left out, and the report shows it missing
    }
  }
  return out;
}

/** The inspector WebSocket URL of the storefront worker's isolate (target core:user:storefront). */
export async function storefrontInspectorUrl(pgid) {
  for (const pid of findWorkerd(pgid)) {
    for (const port of listeningPorts(pid)) {
      try {
        const targets = await (
          await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(1000) })
        ).json();
        const target = Array.isArray(targets) && targets.find((t) => t.id === 'core:user:storefront');
        if (target) return target.webSocketDebuggerUrl;
      } catch {
        // not an inspector (the worker's own HTTP socket, the control socket...)
      }
    }
  }
  throw new Error('no inspector target core:user:storefront found in workerd');
}

/**
 * One inspector session. `send(method, params, timeoutMs)` answers the result. Under load the isolate
 * answers the inspector between requests only, so callers give load-time calls a generous time-out.
 */
export async function openInspector(url) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error(`inspector ${url} refused the connection`));
  });
  let id = 0;
  const pending = new Map();
  ws.onmessage = (e) => {
    const m = JSON.parse(String(e.data));
    if (m.id === undefined) return; // events
    pending.get(m.id)?.(m);
    pending.delete(m.id);
  };
  return {
    send: (method, params = {}, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        const i = ++id;
        const timer = setTimeout(() => {
          pending.delete(i);
          reject(new Error(`inspector did not answer ${method} within ${timeoutMs} ms`));
        }, timeoutMs);
        pending.set(i, (m) => {
          clearTimeout(timer);
          if (m.error) reject(new Error(`${method}: ${m.error.message}`));
          else resolve(m.result);
        });
        ws.send(JSON.stringify({ id: i, method, params }));
      }),
    close: () => ws.close(),
  };
}

/**
 * On-CPU nanoseconds of every thread of the group's workerd processes (/proc/<pid>/task/<tid>/schedstat,
 * first field): time actually spent on a core, so unlike a sampling profile it does not grow while
 * a thread waits for a core on a busy machine, or blocks in a write.
 */
export function workerdCpuNs(pgid) {
  let total = 0;
  for (const pid of findWorkerd(pgid)) {
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      try {
        total += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // thread ended while we looked
      }
    }
  }
  return total;
}
