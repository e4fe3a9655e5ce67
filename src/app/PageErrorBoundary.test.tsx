import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from './PageErrorBoundary';

vi.mock('../lib/error-reporting', () => ({ reportError: vi.fn() }));

/** A page whose code could not be fetched, as React.lazy reports it. */
function Unfetched(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

function renderFailingPage() {
  render(
    <MemoryRouter initialEntries={['/join']}>
      <Routes>
        <Route element={<PageErrorBoundary />}>
          <Route path="/join" element={<Unfetched />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('PageErrorBoundary', () => {
  it.each([
    [true, /Something went wrong showing this page/],
    // The page's code is kept only once fetched (app/offline/visitor-precache.ts).
    [false, /a page not yet opened on this phone needs a signal the first time/],
  ])('online %s: says why the page could not be shown', (online, sentence) => {
    // React reports the caught error on the console; here it is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
    renderFailingPage();
    expect(screen.getByRole('alert')).toHaveTextContent(sentence);
  });
});
