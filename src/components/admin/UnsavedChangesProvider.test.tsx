import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryHistory } from 'history';
import { Link, useRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../app/theme';
import { HistoryRouter } from '../../lib/blockable-history-router';
import { AdminPage } from './AdminPage';
import { FormDialog } from './AdminForm';
import { UnsavedChangesProvider } from './UnsavedChangesProvider';
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChanges } from './use-unsaved-changes';

function Editor({ unsaved }: { unsaved: boolean }) {
  useUnsavedChanges(unsaved);
  return <p>Editor</p>;
}

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** The app's router over a memory history, as main.tsx renders the browser's. */
function renderRoutes(routes: RouteObject[], initialEntries: string[], wrap = (n: ReactNode) => n) {
  const history = createMemoryHistory({
    initialEntries,
    initialIndex: initialEntries.length - 1,
  });
  render(
    wrap(
      <HistoryRouter history={history}>
        <Routes routes={routes} />
      </HistoryRouter>,
    ),
  );
  // Back as the browser does it, a moment later: the test is already waiting (findBy…), as it
  // would for a real browser's popstate.
  const back = () => setTimeout(() => history.go(-1));
  return { history, back };
}

function renderScreen(unsaved: boolean) {
  const { history, back } = renderRoutes(
    [
      {
        path: '/page',
        element: (
          <UnsavedChangesProvider>
            <Editor unsaved={unsaved} />
            <Editor unsaved={false} />
            <Link to="/other">Other page</Link>
            <Link to="/page?tab=rules">Rules tab</Link>
          </UnsavedChangesProvider>
        ),
      },
      { path: '/other', element: <h1>Other page</h1> },
    ],
    ['/other', '/page'],
  );
  return { user: userEvent.setup(), history, back };
}

function beforeUnloadCancelled(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved changes', () => {
  it('asks before another page: Stay keeps the screen, Leave goes', async () => {
    const { user } = renderScreen(true);
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved changes' });
    expect(dialog).toHaveTextContent(UNSAVED_CHANGES_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getAllByText('Editor')).toHaveLength(2);

    // `hidden`: the closing dialog may still hide the page from the accessibility tree.
    await user.click(screen.getByRole('link', { name: 'Other page', hidden: true }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
  });

  it('asks before another tab of the screen (a change of the address query) and on Back', async () => {
    const { user, history, back } = renderScreen(true);
    await user.click(screen.getByRole('link', { name: 'Rules tab' }));
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(history.location.search).toBe('');
    back();
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
    // Held: the address went back to the screen, which is still there.
    expect(history.location.pathname).toBe('/page');
    expect(screen.getAllByText('Editor', { exact: true }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/other');
  });

  it('holds the browser tab open with its own prompt', () => {
    renderScreen(true);
    expect(beforeUnloadCancelled()).toBe(true);
  });

  it('with nothing unsaved, never asks', async () => {
    const { user } = renderScreen(false);
    expect(beforeUnloadCancelled()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByRole('heading', { name: 'Other page' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts a form dialog with warnUnsaved once something is typed in it', async () => {
    const { history, back } = renderRoutes(
      [
        {
          path: '/page',
          element: (
            <AdminPage title="Manage Content">
              <FormDialog
                title="New Article"
                fields={[{ name: 'title', label: 'Title' }]}
                submitLabel="Save Article"
                failureAction="publish the article"
                warnUnsaved
                onSubmit={vi.fn()}
                onClose={vi.fn()}
              />
            </AdminPage>
          ),
        },
        { path: '/other', element: <h1>Other page</h1> },
      ],
      ['/other', '/page'],
      (node) => <ThemeProvider theme={theme}>{node}</ThemeProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Season opener');
    back();
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(history.location.pathname).toBe('/page');
    expect(screen.getByLabelText('Title')).toHaveValue('Season opener');
  });
});
