import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Keeps a form's draft in sessionStorage while it is typed (this tab only, gone when it closes),
 * and puts it back when the page opens again: a reload, a look at the rules, or a failed send loses
 * nothing. Put back after the first render, so a server-rendered page hydrates as it was drawn.
 */
export function useSessionDraft<T extends FieldValues, C, V extends FieldValues>(
  key: string,
  form: UseFormReturn<T, C, V>,
) {
  const restored = useRef(false);
  const { reset, watch } = form;
  useEffect(() => {
    if (!restored.current) {
      restored.current = true;
      const kept = readDraft<T>(key);
      if (kept) reset({ ...form.getValues(), ...kept }, { keepDefaultValues: true });
    }
    const { unsubscribe } = watch((values) => {
      try {
        sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or refused (private mode): the form still works, unkept.
      }
    });
    return unsubscribe;
  }, [key, reset, watch, form]);
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
