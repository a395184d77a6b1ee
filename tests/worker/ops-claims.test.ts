// `npm run ops -- claims <site>` (issue 49 item 5) against the storefront and the demo store: the
// products whose environmental claim names no certification are listed, the backed ones are not.
import { SELF } from 'cloudflare:test';
import { beforeAll, expect, test } from 'vitest';
import { EXIT, runOps } from '../../scripts/ops/cli';
import { ClaimsAnswerSchema } from '../../worker/ops/claims-contract';
import { categoryOf, generateProduct, idsByCategory } from '../../demo-backend/src/seed/product-generator';
import { ecoCertification } from '../../demo-backend/src/seed/eco-labels';

const SK = 'https://www.eshop-demo.sk';

async function ops(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOps(args, {
    fetch: (url, init) => SELF.fetch(url, init),
    env: { OPS_URL: SK, OPS_TOKEN: 'dev-ops-token' },
    out: (t) => out.push(t),
    err: (t) => err.push(t),
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

beforeAll(async () => {
  await SELF.fetch(`${SK}/api/v1/globals`); // first use migrates and seeds D1
}, 60_000);

test('claims: every eco-tagged product without a certification is listed, and only those', async () => {
  const groups = idsByCategory(300);
  const expected: number[] = [];
  let backed = 0;
  for (let id = 1; id <= 300; id++) {
    const doc = generateProduct(id, groups.get(categoryOf(id).id) ?? []);
    if (!doc.tags.includes('eco')) continue;
    if (ecoCertification(doc)) backed++;
    else expected.push(id);
  }
  expect(expected.length).toBeGreaterThan(0);
  expect(backed).toBeGreaterThan(0);

  const json = await ops(['claims', 'sk', '--json']);
  expect(json.err).toBe('');
  expect(json.code).toBe(1); // products to fix
  const answer = ClaimsAnswerSchema.parse(JSON.parse(json.out));
  expect(answer.claimTags.map((t) => t.code)).toEqual(['eco']);
  expect(answer.claimTags[0]!.count).toBe(expected.length + backed);
  expect(answer.unbacked.map((p) => p.id)).toEqual(expected);

  const text = await ops(['claims', 'cz']);
  expect(text.out).toContain(`${expected.length} product(s) claim without a certification`);
  expect(text.out).toContain(`/produkt/`);
});

test('claims: a site is required and must exist', async () => {
  expect((await ops(['claims'])).code).toBe(EXIT.refused);
  const unknown = await ops(['claims', 'xx']);
  expect(unknown.code).toBe(EXIT.refused);
  expect(unknown.err).toMatch(/unknown domain xx/);
});
