import { format, isValid } from 'date-fns';
import type { UseFormReturn } from 'react-hook-form';
import { z } from '../../lib/zod';
import { imageFileSchema } from '../../lib/image-file';
import type { PictureUse } from '../../config/picture-sizes';

/**
 * What a field holds and how it is entered: one line or several of text, a choice (native
 * select, or radio buttons for two or three), a whole number on the phone's number keyboard, a
 * day or time of day from a picker, a yes/no box, a picture, or formatted text.
 */
export type FieldKind =
  | 'text'
  | 'multiline'
  | 'select'
  | 'radio'
  | 'number'
  | 'date'
  | 'time'
  | 'checkbox'
  | 'image'
  | 'richText';

/**
 * One field of a back-office form, declared as data (FireCMS's properties, react-admin's inputs):
 * the kit draws it (FormFields) and derives its check (formSchema) and starting value
 * (formDefaults) from it.
 */
export interface FieldSpec {
  name: string;
  label: string;
  /** Defaults to one line of text. */
  kind?: FieldKind;
  /**
   * Must be given, marked with an asterisk. A text's message when empty ("Enter a title."), a
   * number's or a day's when missing or not one; `true` for a picture ("Choose a picture.").
   */
  required?: string | boolean;
  /** The longest text, or a number's largest value. */
  max?: number;
  /** The message past `max`; a number's defaults to its `invalid` or `required` message. */
  tooLong?: string;
  /** A number's message when the text is not a whole number: "Enter whole pounds." */
  invalid?: string;
  /** A day after today is refused ("The date cannot be in the future."). */
  disableFuture?: boolean;
  /** The field's own check instead of its kind's (an e-mail, a web address, a password). */
  schema?: z.ZodType;
  /** Held and checked by the form, drawn by the screen (the admin's permission boxes). */
  hidden?: boolean;
  /** A select's or radio group's choices. */
  options?: readonly { value: string; label: string }[];
  /**
   * A text's usual answers, offered as it is typed (the browser's own list): the club's waters
   * for a match's location, any other text still taken (an away venue).
   */
  suggestions?: readonly string[];
  /** A select's empty first choice: "Choose a network". */
  placeholder?: string;
  helperText?: string;
  /** The input's type for text: 'email', 'tel', 'url', 'password'. */
  type?: string;
  autoComplete?: string;
  /** The input's name for a screen reader where the label is short for it ("lb, peg 3"). */
  ariaLabel?: string;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Visible lines of a multiline text. */
  minRows?: number;
  /** Rewrites text as it is typed (title-casing names). */
  transform?: (text: string) => string;
  /**
   * Where a picture is shown (src/config/picture-sizes.ts): the size it is stored at, and the
   * warning when it is too small. Every image field declares one.
   */
  picture?: PictureUse;
  /** A picture's current image, previewed until another is chosen, and the preview's alt text. */
  currentUrl?: string;
  previewAlt?: string;
  /**
   * Fields checked again as this one changes, once they have been edited or show a problem: the
   * weight's plausibility names the fish, so a new fish re-reads the weight's sentence.
   */
  recheck?: readonly string[];
  /** Runs after each edit of a rich text (the rules' date follows their text). */
  onEdit?: (form: UseFormReturn) => void;
}

/** A select's or radio group's choices from `{ value: label }`, in order. */
export const choices = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const validDate = (value: unknown): value is Date => value instanceof Date && isValid(value);

/** The check a field's kind gives, from its `required`, `max` and messages. */
export function fieldSchema(spec: FieldSpec): z.ZodType {
  if (spec.schema) return spec.schema;
  const required = typeof spec.required === 'string' ? spec.required : undefined;
  switch (spec.kind) {
    case 'checkbox':
      return z.boolean();
    case 'image':
      return spec.required ? imageFileSchema : imageFileSchema.optional();
    case 'date':
    case 'time': {
      // Null until chosen, an invalid Date while half typed.
      const message = required ?? `Enter the ${spec.label.toLowerCase()}.`;
      const day = z.custom<Date>(validDate, message);
      const checked = spec.disableFuture
        ? day.refine((date) => date <= new Date(), 'The date cannot be in the future.')
        : day;
      return spec.kind === 'time' ? checked.transform((time) => format(time, 'HH:mm')) : checked;
    }
    case 'number': {
      // Left empty, a number not required is undefined.
      const message = spec.invalid ?? required ?? `Enter the ${spec.label.toLowerCase()}.`;
      const number = z
        .string()
        .trim()
        .regex(spec.required ? /^\d+$/ : /^\d*$/, message)
        .transform((text) => (text === '' ? undefined : Number(text)));
      const { max } = spec;
      return max === undefined
        ? number
        : number.refine((value) => value === undefined || value <= max, spec.tooLong ?? message);
    }
    default: {
      let text = z.string().trim();
      if (required) text = text.min(1, required);
      if (spec.max !== undefined) text = text.max(spec.max, spec.tooLong);
      return text;
    }
  }
}

/** The form's check: every field's, then the screen's own across fields (`refine`). */
export function formSchema<Out>(
  fields: readonly FieldSpec[],
  refine?: (values: Out, context: z.RefinementCtx) => void,
) {
  const object = z.object(Object.fromEntries(fields.map((spec) => [spec.name, fieldSchema(spec)])));
  return refine ? object.superRefine((values, context) => refine(values as Out, context)) : object;
}

/** A field's value in the form while nothing is given: empty, unticked, not yet chosen. */
function emptyValue(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'checkbox':
      return false;
    case 'date':
    case 'time':
      return null;
    case 'image':
      return undefined;
    case 'radio':
      return spec.options?.[0]?.value ?? '';
    default:
      return '';
  }
}

/**
 * The form's starting values: the thing's own (`values`, when editing) or each field's empty
 * value; a number is edited as its text.
 */
export function formDefaults(
  fields: readonly FieldSpec[],
  values: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  return Object.fromEntries(
    fields.map((spec) => {
      const value = values[spec.name] ?? emptyValue(spec);
      return [spec.name, spec.kind === 'number' && value !== '' ? String(value) : value];
    }),
  );
}

/** What a field hands the save, once checked. */
type OutputOf<F extends FieldSpec> = F extends { schema: z.ZodType<infer Out> }
  ? Out
  : F['kind'] extends 'checkbox'
    ? boolean
    : F['kind'] extends 'number'
      ? F['required'] extends string | true
        ? number
        : number | undefined
      : F['kind'] extends 'date'
        ? Date
        : F['kind'] extends 'image'
          ? F['required'] extends string | true
            ? File
            : File | undefined
          : string;

/** The checked values of a form declared by `Fields`, by field name. */
export type FormValues<Fields extends readonly FieldSpec[]> = {
  [F in Fields[number] as F['name']]: OutputOf<F>;
};

/** The raw starting values a screen may give for editing, by field name. */
export type FormStart<Fields extends readonly FieldSpec[]> = Partial<
  Record<Fields[number]['name'], unknown>
>;
