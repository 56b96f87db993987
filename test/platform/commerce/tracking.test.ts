import { expect } from '@open-wc/testing';
import { setConsent, configureConsent } from '../../../platform/consent/consent.ts';
import { trackCommerce } from '../../../platform/commerce/tracking.ts';
import {
  answerWith,
  captureConsoleOutput,
  received,
  resetAnalyticsState,
  startRun,
  waitForRequests,
} from '../analytics-helpers.ts';

const EVENT = '/api/events/RecordEvent';

describe('store tracking events (SPEC §7 RecordEvent, §4 consent)', () => {
  let run: string;
  beforeEach(() => {
    run = startRun();
    document.cookie = 'crumb=store-crumb; path=/';
  });
  afterEach(resetAnalyticsState);

  it('SPEC §7: sends the event and its fields to RecordEvent with the crumb', async () => {
    await trackCommerce('commerce_add_to_cart', {
      productId: 'p-1',
      sku: 'SQ1234567',
      quantity: 2,
    });
    const [sent, more] = await received(run);
    expect(more).to.equal(undefined);
    expect(sent!.path).to.equal(EVENT);
    expect(sent!.body).to.include({ crumb: 'store-crumb', event: 'commerce_add_to_cart' });
    expect(JSON.parse(sent!.body.data!)).to.include({
      productId: 'p-1',
      sku: 'SQ1234567',
      quantity: 2,
    });
  });

  it('SPEC §4: under a restrictive policy nothing is sent until the visitor consents', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    await trackCommerce('commerce_product_view', { productId: 'p-2' });
    expect(await received(run)).to.deep.equal([]);
    setConsent(true);
    const [sent] = await waitForRequests(run, EVENT);
    expect(sent!.body.event).to.equal('commerce_product_view');
  });

  it('SPEC §4: nothing is sent when the visitor declined', async () => {
    configureConsent({ isRestrictiveCookiePolicyEnabled: true });
    setConsent(false);
    await trackCommerce('commerce_checkout_step', { step: 'details' });
    expect(await received(run)).to.deep.equal([]);
  });

  it('SPEC §7, §8: a failed send never rejects; it only warns', async () => {
    answerWith('500');
    const output = captureConsoleOutput();
    try {
      await trackCommerce('commerce_checkout_step', { step: 'review' });
    } finally {
      output.restore();
    }
    expect(output.calls).to.deep.equal([['Error tracking event: HTTP Status 500']]);
  });
});
