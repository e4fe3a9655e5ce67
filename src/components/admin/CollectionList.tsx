import { useQuery } from '@tanstack/react-query';
import { CrudList, type CrudListProps, type DeleteSpec } from './CrudList';
import { useCollection, type AnyCollectionApi } from './collection-api';
import type { CollectionForm } from './collection-form';

export interface CollectionListProps<Row> extends Omit<
  CrudListProps<Row, unknown>,
  'query' | 'rows' | 'remove' | 'history'
> {
  /** The collection: its list, its writes, its history (collection-api.ts). */
  api: AnyCollectionApi<Row>;
  /**
   * Delete's sentences where they differ from the kit's ("Delete {row name}?", "{name} was
   * deleted.", "delete the {noun}"); there is a Delete when the api has `remove`.
   */
  remove?: Partial<Omit<DeleteSpec<Row>, 'onDelete' | 'restorable'>>;
  /** The collection's form (collectionForm): each row's Edit opens it. */
  form?: CollectionForm<Row>;
  /** Only the rows this list shows, when one collection is shown as two (admins, other accounts). */
  filter?: (row: Row) => boolean;
}

/**
 * CrudList for a collection with an api: loads the list, adds History when the changes are
 * recorded, and deletes through the api (restorable when recorded), refreshing the list.
 */
export function CollectionList<Row>({
  api,
  remove,
  form,
  filter,
  ...props
}: CollectionListProps<Row>) {
  const query = useQuery(api.list);
  const collection = useCollection(api);
  // The row's name in its buttons' labels ("Edit Pat Roach") and the delete's question.
  const rowName = props.rowName ?? api.name;
  return (
    <CrudList<unknown, Row>
      {...(form && { editDialog: form.edit })}
      {...props}
      rowName={rowName}
      query={query}
      rows={(data) => {
        const rows = api.rows ? api.rows(data) : (data as readonly Row[]);
        return filter ? rows.filter(filter) : rows;
      }}
      {...(api.history && { history: { ...api.history, name: rowName } })}
      {...(api.remove && {
        remove: {
          question: (row: Row) => `Delete ${rowName(row)}?`,
          done: (row: Row) => `${api.name(row)} was deleted.`,
          failureAction: `delete the ${api.noun}`,
          ...remove,
          restorable: Boolean(api.history),
          onDelete: collection.remove,
        },
      })}
    />
  );
}
