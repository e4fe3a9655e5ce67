import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FormRichTextField } from '../rich-text/FormRichTextField';
import type { FieldSpec } from './field-spec';
import { ImageField } from './ImageField';

// The pickers are large: they load with the first form that has one. (The text editor loads its
// own large part, behind a labelled placeholder: RichTextField.)
const FormDateField = lazy(() =>
  import('./FormDateField').then((m) => ({ default: m.FormDateField })),
);

/** The fields of a form declared as data, in order, inside its react-hook-form context. */
export function FormFields({ fields }: { fields: readonly FieldSpec[] }) {
  return fields.map((spec) => (spec.hidden ? null : <FormField key={spec.name} spec={spec} />));
}

/** One field, its error shown beneath it. */
export function FormField({ spec }: { spec: FieldSpec }) {
  const form = useFormContext();
  const { field, fieldState } = useController({ name: spec.name, control: form.control });
  const labelId = useId();
  const { name, label, kind = 'text', helperText } = spec;
  const required = Boolean(spec.required);
  // react-hook-form's own `deps` waits for this field's first blur in 'onTouched' forms.
  const recheck = () =>
    spec.recheck?.forEach((other) => {
      const state = form.getFieldState(other);
      if (state.isTouched || state.isDirty || state.error) void form.trigger(other);
    });
  switch (kind) {
    case 'checkbox':
      return (
        <FormControlLabel
          label={label}
          control={
            <Checkbox
              size="small"
              name={name}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      );
    case 'radio':
      // Two or three choices side by side ("Visible: Yes / No").
      return (
        <FormControl>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup row aria-labelledby={labelId} {...field}>
            {spec.options?.map((option) => (
              <FormControlLabel key={option.value} control={<Radio />} {...option} />
            ))}
          </RadioGroup>
        </FormControl>
      );
    case 'image':
      if (!spec.picture) throw new Error(`The image field ${name} does not say where it is shown.`);
      return (
        <ImageField
          {...{ name, label, required }}
          use={spec.picture}
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
      return <FormRichTextField {...{ name, label }} onEdit={() => spec.onEdit?.(form)} />;
  }
  const select = kind === 'select';
  const listId = `${labelId}-suggestions`;
  return (
    <>
      <TextField
        fullWidth
        {...{ name, label, required, type: spec.type, autoComplete: spec.autoComplete }}
        autoFocus={spec.autoFocus}
        disabled={spec.disabled}
        multiline={kind === 'multiline'}
        minRows={spec.minRows}
        placeholder={select ? undefined : spec.placeholder}
        inputRef={field.ref}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(event) => {
          field.onChange(spec.transform?.(event.target.value) ?? event.target.value);
          recheck();
        }}
        error={Boolean(fieldState.error)}
        helperText={fieldState.error?.message ?? helperText}
        select={select}
        slotProps={{
          // A native select is the phone's own picker; a number opens the number keyboard.
          ...(select ? { select: { native: true }, inputLabel: { shrink: true } } : {}),
          // A native date input shows its own empty format: the label sits above it.
          ...(spec.type === 'date' ? { inputLabel: { shrink: true } } : {}),
          htmlInput: {
            ...(kind === 'number' && { inputMode: 'numeric', pattern: '[0-9]*' }),
            ...(spec.ariaLabel && { 'aria-label': spec.ariaLabel }),
            ...(spec.suggestions && { list: listId }),
          },
        }}
      >
        {select && <option value="">{spec.placeholder ?? 'Choose…'}</option>}
        {select &&
          spec.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
      </TextField>
      {spec.suggestions && (
        <datalist id={listId}>
          {spec.suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
    </>
  );
}
