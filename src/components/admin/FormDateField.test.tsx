import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { FormDateField } from './FormDateField';

function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { date: new Date(2026, 11, 6) } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('FormDateField', () => {
  it('reads in en-GB: day before month when typed, "Sun 6 Dec" on the phone picker', async () => {
    const { user } = renderWithProviders(
      <Form>
        <FormDateField name="date" label="Date" />
      </Form>,
    );
    // The typed sections, in order (jsdom has no fine pointer: the phone's picker).
    const group = await screen.findByRole('group', { name: /^Date/ });
    const sections = within(group).getAllByRole('spinbutton');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual([
      'Day',
      'Month',
      'Year',
    ]);
    expect(sections.map((section) => section.textContent)).toEqual(['06', '12', '2026']);

    await user.click(screen.getByRole('button', { name: /Choose date/ }));
    const picker = await screen.findByRole('dialog');
    expect(within(picker).getByText('Sun 6 Dec')).toBeInTheDocument();
    expect(within(picker).queryByText(/Dec 6/)).not.toBeInTheDocument();
  });
});
