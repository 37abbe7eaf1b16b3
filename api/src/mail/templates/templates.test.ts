import { describe, expect, it } from 'vitest';
import { companyApprovedMail } from './company-approved';
import { companyInvitationMail } from './company-invitation';
import { confirmEmailMail } from './confirm-email';
import { confirmEmailChangeMail } from './confirm-email-change';
import { emailChangeAttemptedMail } from './email-change-attempted';
import { emailChangeRequestedMail } from './email-change-requested';
import { emailChangedMail } from './email-changed';
import { failedSignInsMail } from './failed-sign-ins';
import type { RenderedMail } from './render';
import { resetPasswordMail } from './reset-password';
import { verifyCompanyEmailMail } from './verify-company-email';

/** PUBLIC_URL with a sub-path: links must keep it. */
const publicUrl = 'https://benchlink.example/hiring';
const hostile = `<img src=x onerror="alert('x')"> & Co`;
const escapedHostile = '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; Co';

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href!.replaceAll('&amp;', '&'));
const textLinks = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

const templates: [string, RenderedMail, string, RegExp][] = [
  [
    'confirm-email',
    confirmEmailMail({ publicUrl, firstName: hostile, token: 'tok/en+1', validHours: 72 }),
    'Confirm your Benchlink account',
    /^https:\/\/benchlink\.example\/hiring\/api\/auth\/register\/confirm\?token=tok%2Fen%2B1$/,
  ],
  [
    'reset-password',
    resetPasswordMail({ publicUrl, firstName: hostile, token: 'tok/en+1', validMinutes: 60 }),
    'Reset your Benchlink password',
    /^https:\/\/benchlink\.example\/hiring\/\?action=forgottenPassword&token=tok%2Fen%2B1$/,
  ],
  [
    'verify-company-email',
    verifyCompanyEmailMail({
      publicUrl,
      companyName: hostile,
      companyEmail: 'office@acme.example',
      token: 'tok/en+1',
      validDays: 7,
    }),
    'Verify your company e-mail address',
    /^https:\/\/benchlink\.example\/hiring\/api\/companies\/confirm-email\?token=tok%2Fen%2B1$/,
  ],
  [
    'confirm-email with a return path',
    confirmEmailMail({
      publicUrl,
      firstName: hostile,
      token: 'tok/en+1',
      validHours: 72,
      returnTo: '/invitation?token=a&b',
    }),
    'Confirm your Benchlink account',
    /^https:\/\/benchlink\.example\/hiring\/api\/auth\/register\/confirm\?token=tok%2Fen%2B1&returnTo=%2Finvitation%3Ftoken%3Da%26b$/,
  ],
  [
    'company-invitation',
    companyInvitationMail({ publicUrl, companyName: hostile, inviterName: hostile, token: 'tok/en+1', validDays: 7 }),
    `Join ${hostile} on Benchlink`,
    /^https:\/\/benchlink\.example\/hiring\/invitation\?token=tok%2Fen%2B1$/,
  ],
  [
    'confirm-email-change',
    confirmEmailChangeMail({
      publicUrl,
      firstName: hostile,
      newEmail: 'new@example.com',
      token: 'tok/en+1',
      validHours: 24,
    }),
    'Confirm your new Benchlink e-mail address',
    /^https:\/\/benchlink\.example\/hiring\/confirm-email-change\?token=tok%2Fen%2B1$/,
  ],
  [
    'email-change-requested',
    emailChangeRequestedMail({
      publicUrl,
      firstName: hostile,
      username: 'jane.doe',
      newEmail: 'new@example.com',
      token: 'tok/en+1',
      validHours: 24,
    }),
    'Your Benchlink e-mail address is about to change',
    /^https:\/\/benchlink\.example\/hiring\/cancel-email-change\?token=tok%2Fen%2B1$/,
  ],
  [
    'email-change-attempted',
    emailChangeAttemptedMail({ publicUrl, firstName: hostile }),
    'Someone tried to use your e-mail address on Benchlink',
    /^https:\/\/benchlink\.example\/hiring\/$/,
  ],
  [
    'failed-sign-ins',
    failedSignInsMail({ publicUrl, firstName: hostile, username: 'jane.doe', failures: 20, windowMinutes: 15 }),
    'Failed sign-in attempts on your Benchlink account',
    /^https:\/\/benchlink\.example\/hiring\/$/,
  ],
  [
    'email-changed',
    emailChangedMail({
      publicUrl,
      firstName: hostile,
      username: 'jane.doe',
      oldEmail: 'old@example.com',
      newEmail: 'new@example.com',
    }),
    'Your Benchlink e-mail address was changed',
    /^https:\/\/benchlink\.example\/hiring\/$/,
  ],
  [
    'company-approved',
    companyApprovedMail({ publicUrl, companyName: hostile }),
    'Your company has been approved',
    /^https:\/\/benchlink\.example\/hiring\/company\/profile$/,
  ],
];

describe.each(templates)('the %s mail', (_name, mail, subject, link) => {
  it('has its subject, a plain-text part and a complete HTML document', () => {
    expect(mail.subject).toBe(subject);
    expect(mail.text.trim()).not.toBe('');
    expect(mail.text.replaceAll(hostile, '')).not.toMatch(/<[a-z]/i);
    expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="en">[\s\S]*<\/html>$/);
  });

  it('escapes the user’s words in the HTML part and keeps them as typed in the text part', () => {
    expect(mail.html).toContain(escapedHostile);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('onerror="');
    expect(mail.text).toContain(hostile);
  });

  it('links to the same absolute address on PUBLIC_URL in both parts', () => {
    expect(textLinks(mail.text)).toHaveLength(1);
    expect(textLinks(mail.text)[0]).toMatch(link);
    const htmlLinks = hrefs(mail.html);
    expect(htmlLinks.length).toBeGreaterThan(0);
    for (const href of htmlLinks) expect(href).toBe(textLinks(mail.text)[0]);
  });
});
