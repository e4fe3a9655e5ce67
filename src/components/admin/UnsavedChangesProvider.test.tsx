import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import { z } from 'zod';
import { theme } from '../../app/theme';
import { AdminPage } from './AdminPage';
import { FormDialog } from './FormDialog';
import { FormTextField } from './FormTextField';
import { UnsavedChangesProvider } from './UnsavedChangesProvider';
import { UNSAVED_CHANGES_MESSAGE, useUnsavedChanges } from './use-unsaved-changes';

function Editor({ unsaved }: { unsaved: boolean }) {
  useUnsavedChanges(unsaved);
  return <p>Editor</p>;
}

function renderScreen(unsaved: boolean) {
  const router = createMemoryRouter(
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
    { initialEntries: ['/page'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
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
    const { user, router } = renderScreen(true);
    await user.click(screen.getByRole('link', { name: 'Rules tab' }));
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(router.state.location.search).toBe('');
    await router.navigate(-1);
    expect(await screen.findByRole('dialog', { name: 'Unsaved changes' })).toBeInTheDocument();
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
    const router = createMemoryRouter(
      [
        {
          path: '/page',
          element: (
            <AdminPage title="Manage Content">
              <FormDialog
                title="New Article"
                schema={z.object({ title: z.string() })}
                defaultValues={{ title: '' }}
                submitLabel="Save Article"
                failureAction="publish the article"
                warnUnsaved
                onSubmit={vi.fn()}
                onClose={vi.fn()}
              >
                <FormTextField name="title" label="Title" />
              </FormDialog>
            </AdminPage>
          ),
        },
        { path: '/other', element: <h1>Other page</h1> },
      ],
      { initialEntries: ['/other', '/page'], initialIndex: 1 },
    );
    render(
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Title'), 'Season opener');
    await router.navigate(-1);
    await user.click(await screen.findByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/page');
    expect(screen.getByLabelText('Title')).toHaveValue('Season opener');
  });
});
