// Issue 16, finding 6 (CSP): the policy lists an outside host only when the feature that needs it is configured:
// the analytics hosts only with ANALYTICS_ID, the payment hosts only with both Stripe settings. The embeds the public
// pages always use (YouTube, Google Maps, Google Forms) are always there.
import { describe, expect, it } from 'vitest';
import { cspOf } from '../helpers/csp';
import { makeTestApp } from '../helpers/app';

const ANALYTICS_HOSTS = ['googletagmanager.com', 'google-analytics.com', 'analytics.google.com'];
const STRIPE_HOSTS = ['stripe.com'];
const ALWAYS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.google.com', 'https://docs.google.com', 'https://i.ytimg.com'];

async function policyWith(env: Record<string, string>): Promise<string> {
  const t = await makeTestApp({ env, users: false });
  try {
    // The pages' policy (the API reference is a page; JSON answers carry a short policy of their own).
    const res = await t.app.inject({ url: '/api/docs' });
    cspOf(res, JSON.stringify(env)); // exactly one header
    return String(res.headers['content-security-policy']);
  } finally {
    await t.close();
  }
}

const mentions = (policy: string, hosts: string[]) => hosts.filter((h) => policy.includes(h));

describe('16.6 the CSP names only the configured outside services', () => {
  it('16.6 with neither analytics nor payments: no analytics or Stripe host; the page embeds stay', async () => {
    const policy = await policyWith({});
    expect(mentions(policy, ANALYTICS_HOSTS)).toEqual([]);
    expect(mentions(policy, STRIPE_HOSTS)).toEqual([]);
    expect(mentions(policy, ALWAYS)).toEqual(ALWAYS);
  });

  it('16.6 ANALYTICS_ID adds the analytics hosts only; one Stripe setting alone adds nothing', async () => {
    const analytics = await policyWith({ ANALYTICS_ID: 'G-TEST123', STRIPE_PUBLISHABLE_KEY: 'pk_test_123' });
    expect(mentions(analytics, ANALYTICS_HOSTS)).toEqual(ANALYTICS_HOSTS);
    expect(mentions(analytics, STRIPE_HOSTS)).toEqual([]);
  });

  it('16.6 both Stripe settings add the Stripe hosts only', async () => {
    const stripe = await policyWith({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123', STRIPE_BUY_BUTTON_ID: 'buy_btn_123' });
    expect(mentions(stripe, STRIPE_HOSTS)).toEqual(STRIPE_HOSTS);
    for (const host of ['https://js.stripe.com', 'https://buy.stripe.com', 'https://api.stripe.com']) expect(stripe).toContain(host);
    expect(mentions(stripe, ANALYTICS_HOSTS)).toEqual([]);
  });
});
