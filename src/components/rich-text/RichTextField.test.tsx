import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { RichTextField } from './RichTextField';

function Field({ initial, disabled = false }: { initial: string; disabled?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      label="Rules Text"
      value={value}
      onChange={setValue}
      disabled={disabled}
      error
      helperText="Keep the rules short."
    />
  );
}

// The editor's chunk, loaded once up front as the browser would have it cached: its first
// evaluation under vitest is slow.
beforeAll(() => import('./RichTextEditorField'));

describe('RichTextField', () => {
  it('loads the editor, labelled, with a button for everything it can make', async () => {
    renderWithProviders(<Field initial="<p>Be kind</p>" />);
    const editor = await screen.findByRole('textbox', { name: 'Rules Text' });
    expect(editor).toHaveAttribute('contenteditable', 'true');
    expect(editor).toHaveAccessibleDescription('Keep the rules short.');
    expect(editor).toHaveAttribute('aria-invalid', 'true');
    for (const name of [
      'Bold',
      'Italic',
      'Bulleted list',
      'Ordered list',
      'Link',
      'Undo',
      'Redo',
    ]) {
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`) })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /Strikethrough|Code|Underline/ })).toBeNull();
  });

  it('opens old text with literal \\n sequences as paragraphs and lines', async () => {
    renderWithProviders(<Field initial={'Dear members,\\n\\nDraw at 8.\\nBring a mat.'} />);
    const editor = await screen.findByRole('textbox', { name: 'Rules Text' });
    const paragraphs = editor.querySelectorAll('p');
    expect([...paragraphs].map((p) => p.textContent)).toEqual([
      'Dear members,',
      'Draw at 8.Bring a mat.',
    ]);
    expect(paragraphs[1]!.querySelector('br')).not.toBeNull();
    expect(editor.textContent).not.toContain('\\n');
  });

  it('shows a preview as the public page does: sanitised, links out in a new tab', async () => {
    const { user } = renderWithProviders(
      <Field
        initial={'<p>See <a href="https://example.org">this</a></p><img src=x onerror="alert(1)">'}
      />,
    );
    await screen.findByRole('textbox', { name: 'Rules Text' });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Rules Text preview' });
    expect(within(preview).getByRole('link', { name: 'this' })).toHaveAttribute('target', '_blank');
    expect(preview.querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide preview' }));
    expect(screen.queryByRole('region', { name: 'Rules Text preview' })).toBeNull();
  });

  it('cannot be edited while disabled', async () => {
    renderWithProviders(<Field initial="<p>Saving</p>" disabled />);
    const editor = await screen.findByRole('textbox', { name: 'Rules Text' });
    expect(editor).toHaveAttribute('contenteditable', 'false');
  });
});
