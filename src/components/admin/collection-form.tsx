import { CollectionFormDialog, type CollectionFormDialogProps } from './CollectionFormDialog';
import type { AnyCollectionApi } from './collection-api';
import type { DialogRender } from './DialogButton';
import type { FieldSpec } from './field-spec';

/** A collection's add and edit dialogs: AdminPage's button opens `add`, CollectionList's Edit `edit`. */
export interface CollectionForm<Row> {
  add: DialogRender;
  edit: (row: Row) => DialogRender;
}

/**
 * Declares a collection's form once for both its dialogs: `form(row)` gives CollectionFormDialog's
 * props for editing `row`, or for adding when there is none (its title, fields, sentences). Used
 * as `buttons={[{ label: 'Add New Rule', dialog: ruleForm.add }]}` and `form={ruleForm}`. With
 * the row's type written (`(rule?: MatchRule) => …`), fields written in place need no cast: the
 * values handed to `saved` are typed by field name.
 */
export function collectionForm<const Fields extends readonly FieldSpec[], Row>(
  api: AnyCollectionApi<Row>,
  form: (row?: Row) => Omit<CollectionFormDialogProps<Fields, Row>, 'api' | 'row' | 'onClose'>,
): CollectionForm<Row> {
  const dialog =
    (row?: Row): DialogRender =>
    (close) => <CollectionFormDialog api={api} row={row} {...form(row)} onClose={close} />;
  return { add: dialog(), edit: dialog };
}
