// @vitest-environment jsdom
// It runs in the page: document, its visibility and requestAnimationFrame.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCRIPT_ID, INLINE_SCRIPT, PICTURE_WAIT_MS } from './inline-script';

const FIRST_SCRIPT = '/assets/index-AbC123.js';

/** Runs the inline script as the page would: its text, as index.html holds it. */
const runInlineScript = () => new Function(INLINE_SCRIPT)() as void;

/** The first script's tag, once the inline script has put it into the page. */
const firstScriptInPage = () =>
  document.head.querySelector(`script[type="module"][src="${FIRST_SCRIPT}"]`);

describe("index.html's inline script", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.head.innerHTML =
      `<template id="${FIRST_SCRIPT_ID}"><script type="module" src="${FIRST_SCRIPT}"></script>` +
      '<link rel="modulepreload" href="/assets/vite-helpers-x.js"></template>';
    document.body.innerHTML = '<div id="root"><main><h1>Records</h1></main></div>';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('puts the first script into the page only once the next frame has been painted', () => {
    let frame: FrameRequestCallback | undefined;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frame = callback;
      return 1;
    });
    runInlineScript();
    expect(firstScriptInPage()).toBeNull();
    frame!(0);
    // The frame's own callbacks run before its paint: still nothing.
    expect(firstScriptInPage()).toBeNull();
    vi.runAllTimers();
    expect(firstScriptInPage()).not.toBeNull();
    expect(document.head.querySelector('link[rel="modulepreload"]')).not.toBeNull();
  });

  it('at once on the bare app shell, and in a background tab, which paint nothing', () => {
    document.body.innerHTML = '<div id="root"></div>';
    runInlineScript();
    expect(firstScriptInPage()).not.toBeNull();

    firstScriptInPage()!.remove();
    document.body.innerHTML = '<div id="root"><main><h1>Records</h1></main></div>';
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runInlineScript();
    expect(firstScriptInPage()).not.toBeNull();
  });

  it("waits for the page's picture, then the next frame; at most PICTURE_WAIT_MS", () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const addPicture = () => {
      document.body.innerHTML =
        '<div id="root"><main><img fetchpriority="high" src="/media/a_w480" alt="" /></main></div>';
      const picture = document.querySelector('img')!;
      Object.defineProperty(picture, 'complete', { value: false });
      return picture;
    };
    const picture = addPicture();
    runInlineScript();
    vi.advanceTimersByTime(PICTURE_WAIT_MS - 1);
    expect(frames).toHaveLength(0);
    expect(firstScriptInPage()).toBeNull();
    picture.dispatchEvent(new Event('load'));
    frames[0]!(0);
    vi.advanceTimersByTime(0);
    expect(firstScriptInPage()).not.toBeNull();
    // Once only, though the longest wait then ends too.
    vi.runAllTimers();
    expect(document.head.querySelectorAll('script')).toHaveLength(1);

    firstScriptInPage()!.remove();
    addPicture();
    runInlineScript();
    vi.advanceTimersByTime(PICTURE_WAIT_MS);
    expect(firstScriptInPage()).not.toBeNull();
  });
});
