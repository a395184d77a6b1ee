import { expect, test } from 'vitest';
test('unit runs', () => { expect(1 + 1).toBe(2); });
