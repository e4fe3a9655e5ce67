import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
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
