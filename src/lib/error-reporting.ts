/**
 * Errors met in a visitor's browser, reported (issue 32, point 8: nothing fails silently): an
 * uncaught error or rejected promise is sent to the admin server's POST /client-errors, which
 * logs it in Cloud Error Reporting's shape (admin-server/src/routes/client-errors-router.ts).
 * Bounded here to MAX_PER_SESSION distinct reports a tab session (the server bounds each client
 * and the total too); no personal data: the page as a path only, text cut short with e-mail
 * addresses and long numbers blanked, no user id. Fire and forget: a report that cannot be sent
 * is dropped, never retried, never shown.
 */
import { adminServerUrl } from '../config/env';

export const MAX_PER_SESSION = 3;
const SESSION_KEY = 'pac.errorReports';

export interface ErrorReport {
  message: string;
  stack?: string;
  page: string;
  kind: 'error' | 'unhandledrejection' | 'render';
}

/** Blanks what could be personal: e-mail addresses, long digit runs; cuts to `max`. */
export function scrub(text: string, max: number): string {
  return text
    .replace(/[^\s@]+@[^\s@]+/g, '[email]')
    .replace(/\d{6,}/g, '[number]')
    .slice(0, max);
}

/** The report for `error` on the page at `location`, or null for what is not ours to report. */
export function reportOf(
  error: unknown,
  kind: ErrorReport['kind'],
  pathname: string,
): ErrorReport | null {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? '');
  // "Script error." is a cross-origin script's (an extension's, an injected ad's): nothing of ours.
  if (!message || /^Script error\.?$/.test(message)) return null;
  const stack = error instanceof Error && error.stack ? scrub(error.stack, 4_000) : undefined;
  return { message: scrub(message, 500), ...(stack && { stack }), page: pathname, kind };
}

interface ReporterDeps {
  send: (report: ErrorReport) => void;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

/** A reporter that sends each distinct message once, and at most MAX_PER_SESSION a session. */
export function createReporter({ send, storage }: ReporterDeps): (report: ErrorReport) => void {
  const read = (): string[] => {
    try {
      return JSON.parse(storage?.getItem(SESSION_KEY) ?? '[]') as string[];
    } catch {
      return [];
    }
  };
  let sent = read();
  return (report) => {
    if (sent.length >= MAX_PER_SESSION || sent.includes(report.message)) return;
    sent = [...sent, report.message];
    try {
      storage?.setItem(SESSION_KEY, JSON.stringify(sent));
    } catch {
      // Storage full or refused: this page's count still holds.
    }
    send(report);
  };
}

let report: ((report: ErrorReport) => void) | undefined;

/** Reports `error` (a render error caught by a boundary, say), if reporting was started. */
export function reportError(error: unknown, kind: ErrorReport['kind'] = 'render'): void {
  const found = reportOf(error, kind, window.location.pathname);
  if (found && report) report(found);
}

/** Listens for the page's uncaught errors; main.tsx starts it in production builds. */
export function startErrorReporting(): void {
  if (report) return;
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    // Private modes may refuse storage: the per-page bound still holds.
  }
  report = createReporter({
    storage,
    send: (body) => {
      void fetch(`${adminServerUrl()}/client-errors`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        keepalive: true,
      }).catch(() => undefined);
    },
  });
  window.addEventListener('error', (event) => reportError(event.error ?? event.message, 'error'));
  window.addEventListener('unhandledrejection', (event) =>
    reportError(event.reason, 'unhandledrejection'),
  );
}
