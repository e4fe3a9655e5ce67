import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useController, useFormContext } from 'react-hook-form';

/** A check box of the surrounding FormDialog or AdminForm (a permission, a yes/no setting). */
export function FormCheckbox({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          size="small"
          name={field.name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}
