import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Keeps a form's draft in sessionStorage while it is typed (this tab only, gone when it closes),
 * and puts it back when the page opens again: a reload, a look at the rules, or a failed send loses
 * nothing. Put back after the first render, so a server-rendered page hydrates as it was drawn.
 * With `element`, what the visitor typed into the server's HTML before the page was hydrated is
 * taken in too (the browser shows it, and hydrating leaves it, but the form's state began empty):
 * it is newer than any draft.
 */
export function useSessionDraft<T extends FieldValues, C, V extends FieldValues>(
  key: string,
  form: UseFormReturn<T, C, V>,
  element?: RefObject<HTMLFormElement | null>,
) {
  const restored = useRef(false);
  const { reset, watch } = form;
  useEffect(() => {
    const keep = (values: unknown) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or refused (private mode): the form still works, unkept.
      }
    };
    if (!restored.current) {
      restored.current = true;
      const kept = readDraft<T>(key);
      const typed = element?.current ? typedInto(element.current, form.getValues()) : undefined;
      if (kept || typed)
        reset({ ...form.getValues(), ...kept, ...typed }, { keepDefaultValues: true });
      if (typed) keep(form.getValues());
    }
    const { unsubscribe } = watch(keep);
    return unsubscribe;
  }, [key, reset, watch, form, element]);
}

/**
 * The fields of `form` whose element holds something other than `values` (by each element's name):
 * a text typed, a choice made, a box ticked. Undefined when there is none.
 */
function typedInto<T extends FieldValues>(
  form: HTMLFormElement,
  values: T,
): Partial<T> | undefined {
  const typed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const item = form.elements.namedItem(name);
    let shown: unknown;
    if (item instanceof RadioNodeList) shown = item.value;
    else if (item instanceof HTMLInputElement && item.type === 'radio') {
      shown = item.checked ? item.value : value;
    } else if (item instanceof HTMLInputElement && item.type === 'checkbox') shown = item.checked;
    else if (item instanceof HTMLInputElement || item instanceof HTMLTextAreaElement) {
      shown = item.value;
    }
    if (shown !== undefined && shown !== value && typeof shown === typeof value)
      typed[name] = shown;
  }
  return Object.keys(typed).length ? (typed as Partial<T>) : undefined;
}

export function readDraft<T>(key: string): Partial<T> | undefined {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

export function dropDraft(key: string): void {
  writeSession(key, null);
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Writes (or with null, removes) a value kept for this tab, and tells useSessionValue. */
export function writeSession(key: string, value: unknown): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage refused: the value lives no longer than the page.
  }
  listeners.forEach((listener) => listener());
}

/**
 * A value kept for this tab (writeSession): null on the server and while hydrating, so the first
 * render matches the server's HTML, then what the tab holds.
 */
export function useSessionText(key: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => {
      try {
        return sessionStorage.getItem(key);
      } catch {
        return null;
      }
    },
    () => null,
  );
}
