import { describe, expect, test } from 'vitest';
import { ContentBlockListSchema } from '../../shared/contracts/content';

const QUOTE = {
  _id: 'q1',
  type: 'quote',
  quote: 'Pohoda začína pri sebe.',
  author: null,
  author_position: null,
  image: null,
};

describe('ContentBlockListSchema', () => {
  test('keeps known blocks and drops unknown or malformed ones instead of failing the page', () => {
    const blocks = ContentBlockListSchema.parse([
      QUOTE,
      { type: 'hologram', _id: 'h1' },
      { type: 'collapsible' },
      'not even an object',
    ]);
    expect(blocks).toEqual([QUOTE]);
  });

  test('a list of only unknown blocks is an empty list, not an error', () => {
    expect(ContentBlockListSchema.parse([{ type: 'future-block' }])).toEqual([]);
  });
});
