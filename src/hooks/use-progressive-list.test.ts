// @vitest-environment jsdom
// A hook is tried in a component rendered into a document.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

const items = Array.from({ length: 30 }, (_, i) => i);

describe('useProgressiveList', () => {
  it('renders the first items, then all of them', () => {
    const lengths: number[] = [];
    const { result } = renderHook(() => {
      const shown = useProgressiveList(items, 5);
      lengths.push(shown.length);
      return shown;
    });
    expect(lengths[0]).toBe(5);
    expect(result.current).toEqual(items);
  });

  it('renders a short list at once', () => {
    const lengths: number[] = [];
    renderHook(() => {
      lengths.push(useProgressiveList(items.slice(0, 3), 5).length);
    });
    expect(lengths).toEqual([3]);
  });
});
