// @vitest-environment jsdom
// It waits on the page: document, requestAnimationFrame and the paint timing of a window.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from './wait-for-paint';

/** A stand-in for the browser's PerformanceObserver: `report` delivers entries of a type. */
class FakeObserver {
  static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
  static all: FakeObserver[] = [];
  type = '';
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries: () => unknown[] }) => void) {
    FakeObserver.all.push(this);
  }
  observe({ type }: { type: string }) {
    this.type = type;
  }
  disconnect() {
    this.disconnected = true;
  }
  static report(type: string, entries: unknown[]) {
    for (const observer of FakeObserver.all.filter((o) => o.type === type && !o.disconnected)) {
      observer.callback({ getEntries: () => entries });
    }
  }
}

const FCP = { name: 'first-contentful-paint' };

describe('afterFirstPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeObserver.all = [];
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    document.body.innerHTML = '<div id="root"><main><h1>Waters</h1></main></div>';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('starts at once on the bare app shell, which has nothing to paint', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it("waits for the page's first contentful paint, and starts once", () => {
    const start = vi.fn();
    afterFirstPaint(start);
    FakeObserver.report('paint', [{ name: 'first-paint' }]);
    expect(start).not.toHaveBeenCalled();
    FakeObserver.report('paint', [FCP]);
    expect(start).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(2000);
    expect(start).toHaveBeenCalledOnce();
  });

  it('with a picture fetched first, waits for that picture to be painted too', () => {
    document.body.innerHTML =
      '<div id="root"><img fetchpriority="high" src="/a.jpg" /><img src="/b.jpg" /></div>';
    const [picture, other] = document.querySelectorAll('img');
    const start = vi.fn();
    afterFirstPaint(start);
    FakeObserver.report('paint', [FCP]);
    FakeObserver.report('largest-contentful-paint', [{ element: other }]);
    expect(start).not.toHaveBeenCalled();
    FakeObserver.report('largest-contentful-paint', [{ element: picture }]);
    expect(start).toHaveBeenCalledOnce();
  });

  it('never waits longer than 1.5 s for a paint that is not reported', () => {
    const start = vi.fn();
    afterFirstPaint(start);
    vi.advanceTimersByTime(1499);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
    expect(FakeObserver.all.every((observer) => observer.disconnected)).toBe(true);
  });
});
