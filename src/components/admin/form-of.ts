import type { AdminFormProps } from './AdminForm';
import type { FieldSpec } from './field-spec';

/**
 * A form's props checked against its own fields, kept in a list of forms whose fields differ
 * (the content tabs): the list holds them as any form's, and AdminForm draws the one chosen.
 */
export function formOf<const Fields extends readonly FieldSpec[]>(props: AdminFormProps<Fields>) {
  return props as unknown as AdminFormProps<readonly FieldSpec[]>;
}
