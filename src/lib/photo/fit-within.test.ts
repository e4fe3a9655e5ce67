import { describe, expect, it } from 'vitest';
import { fitWithin } from './fit-within';

describe('fitWithin', () => {
  it('scales the long edge down to the limit, keeping the shape', () => {
    expect(fitWithin(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3000, 4000, 400)).toEqual({ width: 300, height: 400 });
  });

  it('never enlarges a small image', () => {
    expect(fitWithin(800, 600, 2000)).toEqual({ width: 800, height: 600 });
  });

  it('keeps at least one pixel on a very thin image', () => {
    expect(fitWithin(10000, 1, 400)).toEqual({ width: 400, height: 1 });
  });
});
