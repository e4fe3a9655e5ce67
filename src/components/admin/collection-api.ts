import {
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { HistoryArea, RestoreSideEffect } from '../../lib/history';

/** Where an item's changes are recorded: History shows them and a delete can be restored. */
export interface HistorySpec<Row> {
  area: HistoryArea;
  /** The item's document path ('matches/abc'). */
  path: (row: Row) => string;
  /** What the area does beside the document when a version comes back (records, summaries). */
  sideEffect?: RestoreSideEffect;
}

/**
 * One collection as the back office manages it, declared once in its feature's `api/`: the list
 * and the writes, whoever makes them (Firestore, or the admin server for the admin accounts,
 * their one writer). The kit (CollectionList, CollectionFormDialog, useCollection) loads the list,
 * runs each write and refreshes the list after it, says what happened, asks before a delete, and
 * offers History and Undo when the changes are recorded.
 */
export interface CollectionApi<Data, Row, Input = never, Form = Input> {
  /** The list's query (`queryOptions`): loaded by the list, refreshed after every write. */
  // Any key: a queryOptions' key is its own literal type, which a QueryKey parameter refuses.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list: UseQueryOptions<Data, Error, Data, any>;
  /** The rows of the loaded data, when it holds more than the list (the contacts' image). */
  rows?: (data: Data) => readonly Row[];
  /** The item in sentences: "delete the match", "Could not save the match". */
  noun: string;
  /** The item's name: "History of {name}", "{name} was deleted." */
  name: (row: Row) => string;
  create?: (input: Input) => Promise<unknown>;
  update?: (row: Row, input: Input) => Promise<unknown>;
  remove?: (row: Row) => Promise<unknown>;
  /** The changes are recorded: rows get History, a delete goes to Recently deleted. */
  history?: HistorySpec<Row>;
  /** Other queries a write changes (the public copies). */
  invalidates?: readonly QueryKey[];
  /** An item as its form's starting values (a stored flag as the form's 'yes'/'no'). */
  toForm?: (row: Row) => Record<string, unknown>;
  /**
   * The form's checked values as the api's input (a form's day as the stored UTC day); `row` is
   * the item edited, undefined when adding (an account's password, kept when left blank).
   */
  fromForm?: (values: Form, row?: Row) => Input;
}

/** Declares a collection's api with its types inferred (`satisfies` cannot infer them). */
export function collectionApi<Data, Row, Input = never, Form = Input>(
  api: CollectionApi<Data, Row, Input, Form>,
) {
  return api;
}

/** The writes recordedCollection (src/lib/history) makes for one collection. */
export interface RecordedWrites<Input> {
  area: HistoryArea;
  ref: (id: string) => { path: string };
  add: (input: Input) => Promise<unknown>;
  update: (id: string, input: Input) => Promise<unknown>;
  remove: (id: string, name?: string) => Promise<unknown>;
}

/**
 * The api of a collection written through recordedCollection, wired once here: add, edit by the
 * row's id, delete to Recently deleted under the row's `name`, History at the row's document.
 * `api` names the rest (list, noun, name, conversions) and may replace any of these.
 */
export function recordedCollectionApi<Data, Row extends { id: string }, Input, Form = Input>(
  writes: RecordedWrites<Input>,
  api: CollectionApi<Data, Row, Input, Form>,
): CollectionApi<Data, Row, Input, Form> {
  return {
    create: writes.add,
    update: (row, input) => writes.update(row.id, input),
    remove: (row) => writes.remove(row.id, api.name(row)),
    history: { area: writes.area, path: (row) => writes.ref(row.id).path },
    ...api,
  };
}

// Any collection's api, where only its shape matters.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCollectionApi<Row = any> = CollectionApi<any, Row, any, any>;

/**
 * A collection's writes as a screen runs them: each refreshes the list (and `invalidates`)
 * whether it succeeded or not, so what is shown is what is stored.
 */
export function useCollection<Data, Row, Input, Form>(api: CollectionApi<Data, Row, Input, Form>) {
  const queryClient = useQueryClient();
  const write = useMutation({
    mutationFn: (run: () => Promise<unknown>) => run(),
    onSettled: () =>
      Promise.all(
        [api.list.queryKey, ...(api.invalidates ?? [])].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
  const { mutateAsync } = write;
  /** Adds (no `row`) or edits `row` from the api's input. */
  const save = useCallback(
    (row: Row | undefined, input: Input) =>
      mutateAsync(() => {
        const run = row === undefined ? api.create : api.update?.bind(null, row);
        if (!run) throw new Error(`This ${api.noun} cannot be ${row ? 'edited' : 'added'} here.`);
        return run(input);
      }),
    [api, mutateAsync],
  );
  /** A form's onSubmit: its checked values through the api's `fromForm`, then saved. */
  const submit = useCallback(
    (row: Row | undefined) => (values: Form) =>
      save(row, api.fromForm ? api.fromForm(values, row) : (values as unknown as Input)),
    [api, save],
  );
  const remove = useCallback(
    (row: Row) =>
      mutateAsync(() => {
        if (!api.remove) throw new Error(`This ${api.noun} cannot be deleted here.`);
        return api.remove(row);
      }),
    [api, mutateAsync],
  );
  /**
   * Any other write of the collection (a draw withdrawn): run, then the list refreshed the same
   * way, so a screen needs no mutation hook of its own.
   */
  const run = useCallback((other: () => Promise<unknown>) => mutateAsync(other), [mutateAsync]);
  return { save, submit, remove, run, busy: write.isPending };
}
