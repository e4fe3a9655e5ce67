import { Suspense, useState } from 'react';
import { AdminList, type AdminListProps } from './AdminList';
import type { HistorySpec } from './collection-api';
import type { DialogRender } from './DialogButton';
import { ConfirmDelete, type ConfirmDeleteProps } from './ConfirmDelete';
import { HistoryDialog } from './HistoryDialog';
import { QueryState, type QueryLike } from '../QueryState';
import type { RowAction } from './RowActions';

export type DeleteSpec<T> = Pick<
  ConfirmDeleteProps<T>,
  'question' | 'onDelete' | 'done' | 'failureAction' | 'restorable'
> & {
  /** A row that cannot be deleted from here shows its Delete disabled (one's own account). */
  allowed?: (row: T) => boolean;
};

export interface CrudListProps<T, D> extends Omit<
  AdminListProps<T>,
  'rows' | 'rowKey' | 'rowName' | 'actions' | 'emptyText'
> {
  query: QueryLike<D>;
  /** The rows of the loaded data, when it holds more than the list. */
  rows?: (data: D) => readonly T[];
  /** Defaults to the row's `id`. */
  rowKey?: (row: T) => string;
  /** The row's name in its buttons' labels ("Delete Carp"); defaults to its first column's text. */
  rowName?: (row: T) => string;
  /** Defaults to "No {label} yet." */
  emptyText?: string;
  /** The row's own buttons, before Edit and Delete (Move up, Approve, a preview's `dialog`). */
  actions?: (row: T, rows: readonly T[]) => RowAction[];
  /** Edit in a dialog (`editDialog` renders it for the row) or on a page (`editTo`, its route). */
  editDialog?: (row: NoInfer<T>) => DialogRender;
  editTo?: (row: T) => string;
  /** Delete, confirmed first. */
  remove?: DeleteSpec<T>;
  /** The changes are recorded: each row has History ("History of {name}"), before Edit. */
  history?: HistorySpec<T> & { name: (row: T) => string };
  /** Every button of every row off while something is under way (a move). */
  busy?: boolean;
}

const byId = (row: unknown) => (row as { id: string }).id;

/**
 * A screen's list of things as the back office shows them all: loading and failure, the list
 * (table or cards), History, Edit and Delete buttons, and the confirmed delete. A screen whose
 * collection has an api (collection-api.ts) uses CollectionList, which fills these in.
 */
// T, the row, is the list's item unless `rows` says otherwise.
export function CrudList<D, T = D extends readonly (infer Row)[] ? Row : never>(
  props: CrudListProps<T, D>,
) {
  const {
    query,
    rows = (data: D) => data as readonly T[],
    editDialog,
    editTo,
    remove,
    history,
    busy,
  } = props;
  // The row dialog open (an edit, a preview), held here so each screen need not.
  const [dialog, setDialog] = useState<{ render: DialogRender } | null>(null);
  const [toDelete, setToDelete] = useState<T | null>(null);
  const things = props.label.toLowerCase();
  const actions = (row: T, all: readonly T[]): RowAction[] => [
    ...(history
      ? [
          {
            label: 'History',
            dialog: (close: () => void) => (
              <HistoryDialog
                area={history.area}
                path={history.path(row)}
                name={history.name(row)}
                {...(history.sideEffect && { sideEffect: history.sideEffect })}
                onClose={close}
              />
            ),
          },
        ]
      : []),
    ...(props.actions?.(row, all) ?? []),
    ...(editDialog ? [{ label: 'Edit', dialog: editDialog(row) }] : []),
    ...(editTo ? [{ label: 'Edit', to: editTo(row) }] : []),
    ...(remove
      ? [
          {
            label: 'Delete',
            color: 'error' as const,
            disabled: remove.allowed?.(row) === false,
            onClick: () => setToDelete(row),
          },
        ]
      : []),
  ];
  return (
    <>
      <QueryState query={query} what={`the ${things}`}>
        {(data) => {
          const all = rows(data);
          return (
            <AdminList
              {...props}
              rows={all}
              rowKey={props.rowKey ?? byId}
              rowName={props.rowName ?? ((row) => String(props.columns[0]?.render(row)))}
              emptyText={props.emptyText ?? `No ${things} yet.`}
              actions={(row) =>
                actions(row, all).map(({ dialog: render, ...action }) => ({
                  ...action,
                  ...(render && { onClick: () => setDialog({ render }) }),
                  disabled: action.disabled || busy,
                }))
              }
            />
          );
        }}
      </QueryState>
      {dialog && <Suspense fallback={null}>{dialog.render(() => setDialog(null))}</Suspense>}
      {remove && <ConfirmDelete {...remove} item={toDelete} onClose={() => setToDelete(null)} />}
    </>
  );
}
