import { describe, expect, test } from 'vitest';
import { documentBytes, KeptMarkup, StoredBytes, type DocumentPart } from '../../worker/render/stored-bytes';

// Kept markup goes into an answer as the bytes it was encoded to once (worker/render/stored-bytes.ts):
// the render writes markers, and the answer's parts carry the bytes in their place.
const encoder = new TextEncoder();
const decoder = new TextDecoder();
const text = (parts: readonly DocumentPart[]) => decoder.decode(documentBytes(parts));

describe('stored bytes', () => {
  test('each marker is replaced by the bytes it names, in place, in any part, and nothing else is touched', () => {
    const stored = new StoredBytes();
    const menu = encoder.encode('<li>Čeština</li>');
    const box = encoder.encode('<p>Súprava</p>');
    const m1 = stored.mark(menu);
    const m2 = stored.mark(box);
    const parts = stored.splice([`<ul>${m1}</ul><div>`, `${m2}${m2}`, `</div>${m1}`, 'tail č']);
    expect(text(parts)).toBe('<ul><li>Čeština</li></ul><div><p>Súprava</p><p>Súprava</p></div><li>Čeština</li>tail č');
    // The bytes are the kept arrays themselves: not encoded again.
    expect(parts.filter((part) => typeof part !== 'string')).toEqual([menu, box, box, menu]);
    expect(parts.filter((part) => part === menu)).toHaveLength(2);
    expect(parts.includes(box)).toBe(true);
  });

  test('markup with no marker, or with what only looks like one, goes out as it is', () => {
    const stored = new StoredBytes();
    expect(stored.splice(['<p>a</p>', '<!--kept 1-2 0-->'])).toEqual(['<p>a</p>', '<!--kept 1-2 0-->']);
    const marker = stored.mark(encoder.encode('<b>kept</b>'));
    const start = marker.slice(0, marker.lastIndexOf(' ') + 1);
    // Another isolate's token, an index nothing was written under, an unclosed marker: all left as text.
    const lookalikes = ['<!--kept 1-2 0-->', `${start}7-->`, `${start}0`];
    for (const lookalike of lookalikes) expect(text(stored.splice([`a${lookalike}b`]))).toBe(`a${lookalike}b`);
    expect(text(stored.splice([`a${marker}b`]))).toBe('a<b>kept</b>b');
    // A new answer's markers name its own bytes only.
    expect(text(new StoredBytes().splice([`a${marker}b`]))).toBe(`a${marker}b`);
  });

  test('the parts as one array of bytes are the UTF-8 of the whole text', () => {
    const parts: DocumentPart[] = [
      '<!DOCTYPE html>',
      encoder.encode('<p>ľščťžýáíé</p>'),
      'č€😀',
      new Uint8Array(0),
      '',
    ];
    expect(documentBytes(parts)).toEqual(encoder.encode('<!DOCTYPE html><p>ľščťžýáíé</p>č€😀'));
  });

  test('kept markup is made once per key, and written as text or as a marker of its bytes', () => {
    const kept = new KeptMarkup<object>();
    const view = {};
    let made = 0;
    const make = () => {
      made++;
      return '<script type="application/ld+json">{"name":"Súprava"}</script>';
    };
    expect(kept.written(view, make, null)).toBe(make());
    made = 0;
    expect(kept.written(view, make, undefined)).toBe(kept.written(view, make, null));
    const stored = new StoredBytes();
    const marker = kept.written(view, make, stored);
    expect(marker).toMatch(/^<!--kept \d+-\d+ 0-->$/);
    expect(text(stored.splice([marker]))).toBe('<script type="application/ld+json">{"name":"Súprava"}</script>');
    const again = new StoredBytes();
    const [bytes] = again.splice([kept.written(view, make, again)]);
    expect(bytes).toBe(stored.splice([marker])[0]);
    expect(made).toBe(0);
  });
});
