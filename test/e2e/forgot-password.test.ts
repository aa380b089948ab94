// "Forgot password?" in a real browser at 1280 px (issue 25, point 3): the login page asks for the e-mail, the
// message arrives at a real SMTP server on loopback, its link opens the page that sets a new password, and the user
// signs in with it. The link names PUBLIC_URL (http://ftc.test here); the test opens the same path and fragment on
// the test server's address.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAILS, PASSWORD } from '../helpers/app';
import { expectWeb, startSite, WIDTHS, type Site } from '../helpers/browser';
import { passwordLinkIn, startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';
import { scaled } from '../helpers/time-scale';

let sink: SmtpSink;
let site: Site;
beforeAll(async () => {
  sink = await startSmtpSink();
  site = await startSite({ env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, PUBLIC_URL: 'http://ftc.test' } });
});
afterAll(async () => {
  await site?.close();
  await sink?.close();
});

describe('forgot password', () => {
  it('e-mail, link, new password, sign in', async () => {
    const { page, shot } = await site.open(WIDTHS.desktop);
    await page.goto(site.url + '/login');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(EMAILS.EDITOR);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for this e-mail address').waitFor();
    await shot('forgot-password-sent');

    await vi.waitFor(() => expect(sink.messages.some((m) => m.to.includes(EMAILS.EDITOR))).toBe(true), { timeout: scaled(15_000), interval: 50 });
    const link = passwordLinkIn(sink.messages.find((m) => m.to.includes(EMAILS.EDITOR))!.text);
    await page.goto(site.url + link.pathname + link.hash);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    // The token leaves the address bar once read.
    expect(new URL(page.url()).hash).toBe('');
    await page.getByLabel('New password', { exact: true }).fill('a fresh editor password');
    await page.getByLabel('Repeat the new password', { exact: true }).fill('a fresh editor password');
    await shot('reset-password-form');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password has been set.').waitFor();

    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(EMAILS.EDITOR);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Email or password is incorrect.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill('a fresh editor password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome to Your Dashboard' }).waitFor();

    // The used link says so.
    await page.goto(site.url + link.pathname + link.hash);
    await expectWeb(page.getByRole('alert')).toContainText('already been used');
    await shot('reset-link-used');
  });
});
