import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { FormFields } from '../admin/FormFields';
import { FormRichTextField } from './FormRichTextField';

beforeAll(() => import('./RichTextEditorField'));

function Form({ expose }: { expose: (form: UseFormReturn<{ text: string }>) => void }) {
  const form = useForm({ defaultValues: { text: '<p>Six <strong>rounds</strong></p>' } });
  useEffect(() => expose(form), [expose, form]);
  return (
    <FormProvider {...form}>
      <FormRichTextField name="text" label="Content" />
    </FormProvider>
  );
}

describe('FormRichTextField', () => {
  // First in the file: the editor's lazy part has not yet come (later renders have it at once).
  it('shows its label and says the editor is loading until it comes (a form of the admin kit)', async () => {
    function KitForm() {
      const form = useForm({ defaultValues: { text: '<p>Six rounds</p>' } });
      return (
        <FormProvider {...form}>
          <FormFields fields={[{ name: 'text', label: 'Home Text', kind: 'richText' }]} />
        </FormProvider>
      );
    }
    renderWithProviders(<KitForm />);
    // At once, before the editor's chunk has come: not a blank box.
    expect(screen.getByText('Home Text')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Loading the Home Text editor' })).toBeVisible();
    expect(screen.getByText('Loading the editor…')).toBeVisible();
    const editor = await screen.findByRole('textbox', { name: 'Home Text' });
    expect(editor).toHaveTextContent('Six rounds');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("opens the form's value and shows the form's error for the field", async () => {
    let form: UseFormReturn<{ text: string }> | undefined;
    renderWithProviders(
      <Form
        expose={(f) => {
          form = f;
        }}
      />,
    );
    const editor = await screen.findByRole('textbox', { name: 'Content' });
    expect(editor.querySelector('strong')).toHaveTextContent('rounds');
    act(() => form!.setError('text', { message: 'Write the article first.' }));
    expect(await screen.findByText('Write the article first.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
