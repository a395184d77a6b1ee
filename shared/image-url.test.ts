import { describe, expect, test } from 'vitest';
import { IMAGE_MAX_DIMENSION, imageSrcSet, imageUrl, renderableSize } from './image-url';

describe('the CDN is never asked for a size it refuses (issue 11.10)', () => {
  test('a 2x srcset of a wide hero stops at the largest renderable width', () => {
    const set = imageSrcSet('banners/hero.jpg', { width: 1280, height: 500 }, { style: 'banner' })!;
    expect(set).not.toContain('2560');
    for (const [, w, h] of set.matchAll(/-w(\d+)-h(\d+)-/g)) {
      expect(Number(w)).toBeLessThanOrEqual(IMAGE_MAX_DIMENSION);
      expect(Number(h)).toBeLessThanOrEqual(IMAGE_MAX_DIMENSION);
    }
    expect(set).toContain(`${IMAGE_MAX_DIMENSION}w`);
  });

  test('imageUrl scales an oversized wish down, aspect kept', () => {
    expect(imageUrl('a.jpg', { width: 4000, height: 1000 })).toBe('/image/product-w2000-h500-crop-upscale/a.jpg');
    expect(renderableSize(0, 5)).toEqual({ width: 1, height: 5 });
  });
});
