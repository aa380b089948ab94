// The card-payment provider's buy button (spec 01 §7 "Other"): its script is added to the page once, whatever
// how many times the block mounts, then the custom element does the rest.
import { createElement, useEffect } from 'react';

export const BUY_BUTTON_SCRIPT = 'https://js.stripe.com/v3/buy-button.js';

function loadBuyButtonScript() {
  if (document.querySelector(`script[src="${BUY_BUTTON_SCRIPT}"]`)) return;
  const script = document.createElement('script');
  script.src = BUY_BUTTON_SCRIPT;
  script.async = true;
  document.head.appendChild(script);
}

export function StripeBuyButton({ buyButtonId, publishableKey }: { buyButtonId: string; publishableKey: string }) {
  useEffect(loadBuyButtonScript, []);
  return createElement('stripe-buy-button', { 'buy-button-id': buyButtonId, 'publishable-key': publishableKey });
}
