import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/FormTextField';

interface GuardianContact {
  guardianName: string;
  guardianEmail: string;
  guardianPhone: string;
}

/** A junior's parent or guardian: name, email and phone, as the join and details forms ask them. */
export function GuardianContactFields<
  T extends GuardianContact & FieldValues,
  Out extends FieldValues,
>({ control }: { control: Control<T, unknown, Out> }) {
  const name = (field: keyof GuardianContact) => field as FieldPath<T>;
  return (
    <>
      <FormTextField
        control={control}
        name={name('guardianName')}
        label="Parent or guardian's name"
      />
      <FormTextField
        control={control}
        name={name('guardianEmail')}
        label="Parent or guardian's email"
        type="email"
      />
      <FormTextField
        control={control}
        name={name('guardianPhone')}
        label="Parent or guardian's phone"
        type="tel"
      />
    </>
  );
}
