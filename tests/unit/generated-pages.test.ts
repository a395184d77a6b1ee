// Issue 29: the page registries are derived from the folders in pages/ by scripts/generate-pages.mjs.
// The generated files are committed (the type checker and the linter read them before any build):
// this fails when a folder was added, removed or changed without running the generator.
import { describe, expect, test } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { generatePageFiles } from '../../scripts/generate-pages.mjs';

const committed = import.meta.glob<string>('../../pages/*.generated.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('pages/*.generated.ts', () => {
  test('each generated file is what the folders give today (run `npm run generate:pages` when this fails)', async () => {
    const files = (await generatePageFiles()) as Record<string, string>;
    expect(Object.keys(committed).map((path) => path.split('/').pop())).toEqual(Object.keys(files).sort());
    for (const [name, text] of Object.entries(files)) expect(committed[`../../pages/${name}`], name).toBe(text);
  });
});
