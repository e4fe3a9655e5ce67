import { FormDialog, type FormDialogProps } from './AdminForm';
import { useCollection, type AnyCollectionApi } from './collection-api';
import type { FieldSpec, FormStart, FormValues } from './field-spec';

export interface CollectionFormDialogProps<Fields extends readonly FieldSpec[], Row> extends Omit<
  FormDialogProps<Fields>,
  'onSubmit'
> {
  api: AnyCollectionApi<Row>;
  /**
   * The item to edit, its starting values the api's `toForm` of it (or `values`, when they need
   * the screen); without it the dialog adds one.
   */
  row?: Row | undefined;
  /**
   * The checked values as the api's input, when the conversion needs the screen (a member
   * chosen from the loaded list); else the api's `fromForm`, else the values as they are.
   */
  toInput?: (values: FormValues<Fields>) => unknown;
}

/**
 * The add or edit form of a collection's item: starts from the item (the api's `toForm`), saves
 * through the api's create or update, and refreshes the list.
 */
export function CollectionFormDialog<const Fields extends readonly FieldSpec[], Row>({
  api,
  row,
  toInput,
  ...props
}: CollectionFormDialogProps<Fields, Row>) {
  const { save, submit } = useCollection(api);
  const values = props.values ?? (row === undefined ? undefined : (api.toForm?.(row) ?? row));
  return (
    <FormDialog
      {...props}
      {...(values !== undefined && { values: values as FormStart<Fields> })}
      onSubmit={toInput ? (checked) => save(row, toInput(checked)) : submit(row)}
    />
  );
}
