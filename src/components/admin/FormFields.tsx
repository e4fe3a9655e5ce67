import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useId } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import type { FieldSpec } from './field-spec';
import { FormCheckbox } from './FormCheckbox';
import { FormTextField } from './FormTextField';
import { ImageField } from './ImageField';

// The pickers and the text editor are large: they load with the first form that has one.
const FormDateField = lazy(() =>
  import('./FormDateField').then((m) => ({ default: m.FormDateField })),
);
const FormRichTextField = lazy(() =>
  import('../rich-text/FormRichTextField').then((m) => ({ default: m.FormRichTextField })),
);

/** The fields of a form declared as data, in order, inside its react-hook-form context. */
export function FormFields({ fields }: { fields: readonly FieldSpec[] }) {
  return fields.map((spec) => (spec.hidden ? null : <FormField key={spec.name} spec={spec} />));
}

function FormField({ spec }: { spec: FieldSpec }) {
  const form = useFormContext();
  const { name, label, kind = 'text', helperText } = spec;
  const required = Boolean(spec.required);
  switch (kind) {
    case 'checkbox':
      return <FormCheckbox name={name} label={label} />;
    case 'radio':
      return <FormRadioGroup spec={spec} />;
    case 'image':
      return (
        <ImageField
          name={name}
          label={label}
          required={required}
          currentUrl={spec.currentUrl}
          previewAlt={spec.previewAlt}
        />
      );
    case 'date':
    case 'time':
      return (
        <Suspense fallback={<Skeleton variant="rounded" height={56} />}>
          <FormDateField
            {...{ name, label, kind, required, helperText }}
            disableFuture={spec.disableFuture}
          />
        </Suspense>
      );
    case 'richText':
      return (
        <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
          <FormRichTextField
            name={name}
            label={label}
            onEdit={spec.onEdit && (() => spec.onEdit?.(form))}
          />
        </Suspense>
      );
    default:
      return (
        <FormTextField
          {...{ name, label, required, helperText }}
          type={spec.type}
          autoComplete={spec.autoComplete}
          autoFocus={spec.autoFocus}
          disabled={spec.disabled}
          multiline={kind === 'multiline'}
          minRows={spec.minRows}
          options={kind === 'select' ? (spec.options ?? []) : undefined}
          placeholder={spec.placeholder}
          transform={spec.transform}
          numeric={kind === 'number'}
        />
      );
  }
}

/** Two or three choices side by side ("Visible: Yes / No"). */
function FormRadioGroup({ spec }: { spec: FieldSpec }) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{spec.label}</FormLabel>
      <Controller
        name={spec.name}
        render={({ field }) => (
          <RadioGroup row aria-labelledby={labelId} {...field}>
            {spec.options?.map((option) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={<Radio />}
                label={option.label}
              />
            ))}
          </RadioGroup>
        )}
      />
    </FormControl>
  );
}
