/**
 * Where mail goes and what it says about the club, from the environment: read when used, so the
 * dev stack and tests set it before anything sends. In production (Cloud Functions) SMTP_URL is a
 * secret and SITE_ORIGIN, MAIL_FROM and MAIL_POSTAL_ADDRESS plain settings (docs/email.md,
 * "Deploying"). On a demo project everything has a local default.
 */
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { CLUB_ADDRESS, CLUB_NAME } from '../../../src/config/club.ts';

export interface MailSettings {
  /** The From header: "Priory Angling Club <secretary@club.example>". */
  from: string;
  /** The site's origin, which every link in an email is built on (no trailing slash). */
  siteOrigin: string;
  /** Where the admin server answers the site's /api (the unsubscribe links): MAIL_API_BASE, else <origin>/api. */
  apiBase: string;
  clubName: string;
  postalAddress: string;
  /** SMTP_URL, or SMTP_HOST/PORT/USER/PASS; null: no mail server configured (nothing is sent). */
  smtp: string | SMTPTransport.Options | null;
  /** The most non-essential emails one address gets in a day; more wait for the next day. */
  dailyLimit: number;
}

export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const project = env.GCLOUD_PROJECT ?? 'demo-pac';
  const origin = (env.SITE_ORIGIN ?? `https://${project}.web.app`).replace(/\/+$/, '');
  return {
    from: env.MAIL_FROM ?? `${CLUB_NAME} <no-reply@${new URL(origin).hostname}>`,
    siteOrigin: origin,
    apiBase: (env.MAIL_API_BASE ?? `${origin}/api`).replace(/\/+$/, ''),
    clubName: CLUB_NAME,
    // The address every page's footer gives, unless the deployment names another.
    postalAddress: env.MAIL_POSTAL_ADDRESS ?? CLUB_ADDRESS.join(', '),
    smtp: smtpOf(env),
    dailyLimit: Number(env.MAIL_DAILY_LIMIT ?? 10),
  };
}

function smtpOf(env: NodeJS.ProcessEnv): MailSettings['smtp'] {
  if (env.SMTP_URL) return env.SMTP_URL;
  if (!env.SMTP_HOST) return null;
  const port = Number(env.SMTP_PORT ?? 587);
  return {
    host: env.SMTP_HOST,
    port,
    secure: port === 465,
    auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
  };
}
