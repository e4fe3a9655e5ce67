// mjml ships no types: its declaration travels with this file into every program that imports
// it (the site's tsconfig type-checks the tests and scripts that reach the admin server).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./mjml.d.ts" />
/**
 * Every email's one layout: the club's crest and name, the message, a button, and a footer with the
 * club's address and, for a kind that can be stopped, the unsubscribe link. The HTML part is MJML
 * (responsive tables that read well in Outlook, Gmail and phones); the plain-text part is made
 * from the same content, not scraped from the HTML. Every value is escaped here, once.
 */
import mjml2html from 'mjml';
import type { MailSettings } from './mail-settings.ts';

export interface MailContent {
  subject: string;
  /** The first line a mail client shows beside the subject. */
  preheader: string;
  greeting: string;
  paragraphs: string[];
  /** Label and value rows (amount, reference, dates). */
  details?: [string, string][];
  button?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const GREEN = '#1b5e20';
// The button's label is set white: mj-all's dark text colour would otherwise reach it (dark on
// green). The crest's padding is set because MJML's default 25px a side, in a 64px column, left the
// 48px image 14px wide.

export async function renderMail(
  content: MailContent,
  settings: MailSettings,
  unsubscribeUrl: string | null,
): Promise<RenderedMail> {
  const e = escapeHtml;
  const text = (value: string) =>
    `<mj-text font-size="16px" line-height="24px">${e(value)}</mj-text>`;
  const details = content.details?.length
    ? `<mj-table font-size="16px" line-height="24px">${content.details
        .map(([label, value]) => `<tr><th align="left">${e(label)}</th><td>${e(value)}</td></tr>`)
        .join('')}</mj-table>`
    : '';
  const button = content.button
    ? `<mj-button href="${e(content.button.url)}" background-color="${GREEN}" color="#ffffff" font-size="16px">${e(content.button.label)}</mj-button>`
    : '';
  const unsubscribe = unsubscribeUrl
    ? `<br/><a href="${e(unsubscribeUrl)}">Unsubscribe</a> from these emails (others still come).`
    : '';
  const source = `<mjml lang="en-GB">
  <mj-head>
    <mj-title>${e(content.subject)}</mj-title>
    <mj-preview>${e(content.preheader)}</mj-preview>
    <mj-attributes><mj-all font-family="Arial, Helvetica, sans-serif" color="#1a1a1a" /></mj-attributes>
  </mj-head>
  <mj-body background-color="#f4f4f0">
    <mj-section background-color="${GREEN}">
      <mj-column width="64px"><mj-image src="${e(settings.siteOrigin)}/icons/icon-192.png" alt="" width="48px" height="48px" padding="8px" /></mj-column>
      <mj-column><mj-text color="#ffffff" font-size="20px" font-weight="bold">${e(settings.clubName)}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff">
      <mj-column>
        ${text(content.greeting)}
        ${content.paragraphs.map(text).join('\n')}
        ${details}
        ${button}
        ${(content.after ?? []).map(text).join('\n')}
      </mj-column>
    </mj-section>
    <mj-section>
      <mj-column>
        <mj-text font-size="13px" color="#555555">${e(settings.clubName)}, ${e(settings.postalAddress)}<br/><a href="${e(settings.siteOrigin)}/">${e(settings.siteOrigin.replace(/^https?:\/\//, ''))}</a>${unsubscribe}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'strict' });
  if (errors.length)
    throw new Error(`The email layout is not valid MJML: ${errors[0]!.formattedMessage}`);

  const lines = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.details ?? []).map(([label, value]) => `${label}: ${value}`),
    ...(content.details?.length ? [''] : []),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    ...(content.after ?? []).flatMap((p) => [p, '']),
    '--',
    `${settings.clubName}, ${settings.postalAddress}`,
    settings.siteOrigin,
    ...(unsubscribeUrl ? [`Unsubscribe from these emails: ${unsubscribeUrl}`] : []),
  ];
  return { subject: content.subject, html, text: `${lines.join('\n')}\n` };
}
