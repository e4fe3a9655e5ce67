// @vitest-environment jsdom
// A hook is tried in a component rendered into a document.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

// Fake timers: the delay is stepped through exactly, so the test waits for nothing.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('starts with the value as given', () => {
    const { result } = renderHook(() => useDebouncedValue('carp', 300));
    expect(result.current).toBe('carp');
  });

  it('gives a new value only once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });
    rerender({ value: 'ca' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ca');
  });

  it('restarts the delay on each change, so typing gives only the last value', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });
    const seen = new Set<string>();
    for (const typed of ['c', 'ca', 'car', 'carp']) {
      rerender({ value: typed });
      act(() => vi.advanceTimersByTime(200));
      seen.add(result.current);
    }
    expect([...seen]).toEqual(['']);
    act(() => vi.advanceTimersByTime(100));
    expect(result.current).toBe('carp');
  });

  it('sets no value after it is unmounted', () => {
    const { rerender, unmount } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'b' });
    unmount();
    // A timer left behind would set state on an unmounted hook; none is pending.
    expect(vi.getTimerCount()).toBe(0);
  });
});
