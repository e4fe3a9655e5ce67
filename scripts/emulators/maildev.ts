/**
 * MailDev, the local mail server: `npm run dev` and `npm test` start it beside the emulators, and
 * the admin server's sender (admin-server/src/mail/sender.ts) delivers to it through SMTP exactly as
 * it delivers to the club's provider in production. Its inbox (web page and REST API: MailDev 3
 * answers under /api, e.g. GET /api/email) shows what was sent. Mail is kept in a folder of its
 * own, removed at stop, so two runs never share an inbox.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MailDev } from 'maildev';
import { HOST } from './config.ts';
import { assertPortFree } from './launcher.ts';

export interface MailPorts {
  smtp: number;
  web: number;
}

export const DEV_MAIL_PORTS: MailPorts = { smtp: 1025, web: 1080 };

const offset = Number(process.env.PAC_TEST_PORT_OFFSET ?? 0);
/** A thousand ports per kind, like the other test ports (config.ts), so any two offsets differ. */
export const TEST_MAIL_PORTS: MailPorts = { smtp: 15025 + offset, web: 16080 + offset };

export interface RunningMailDev {
  ports: MailPorts;
  /** The inbox's web page. */
  inbox: string;
  /** What the admin server reads to send there. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export function mailEnv(ports: MailPorts): Record<string, string> {
  return { SMTP_URL: `smtp://${HOST}:${ports.smtp}` };
}

export async function startMailDev(ports: MailPorts): Promise<RunningMailDev> {
  await assertPortFree(ports.smtp, 'MailDev SMTP');
  await assertPortFree(ports.web, 'MailDev inbox');
  const mailDirectory = mkdtempSync(path.join(tmpdir(), `pac-maildev-${ports.smtp}-`));
  const maildev = new MailDev({
    smtp: ports.smtp,
    ip: HOST,
    web: ports.web,
    webIp: HOST,
    mailDirectory,
    silent: true,
  });
  // MailDev 3's API announces itself with console.info whatever `silent` says; the stack prints
  // its own line instead (nothing here logs with console.info).
  const info = console.info;
  console.info = () => {};
  try {
    await maildev.start();
  } finally {
    console.info = info;
  }
  return {
    ports,
    inbox: `http://localhost:${ports.web}/`,
    env: mailEnv(ports),
    stop: async () => {
      await maildev.stop();
      rmSync(mailDirectory, { recursive: true, force: true });
    },
  };
}
