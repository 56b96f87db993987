import { expect } from '@open-wc/testing';
import {
  BLOCK_TYPES,
  COLLECTION_TYPES,
  COLLECTION_VIEW_MODES,
  DEVICE_VIEWS,
  FLUID_ENGINE_BREAKPOINTS,
  LAYOUT_POSITIONS,
  PAGE_TYPES,
  PRODUCT_TYPES,
  SLICE_TYPES,
  SLIDE_TYPES,
  TEMPLATE_VERSIONS,
  WORKFLOW_STATES,
  parseTemplateVersion,
  productWorkflowLabel,
} from '../../platform/constants/enums.ts';
import * as limits from '../../platform/constants/limits.ts';

describe('platform/constants/enums', () => {
  it('SPEC §2: page types carry their numeric ids', () => {
    expect(PAGE_TYPES).to.deep.equal({
      mainContent: 1,
      page: 2,
      splashPage: 3,
      contentItem: 50,
      notFound: 100,
      error: 101,
      search: 102,
      lockScreen: 103,
      popupOverlay: 104,
      protectedContent: 105,
      memberAreaAccessDenied: 106,
      showCart: 200,
      checkout: 201,
      orderConfirmed: 202,
      donate: 203,
      contributionConfirmed: 204,
      commerceCartV2: 205,
      subscriptionConfirmed: 206,
      orderReceived: 207,
      membershipConfirmed: 208,
      newsletterUnsubscribe: 300,
      commerceEmailPreview: 301,
    });
  });

  it('SPEC §3: block types navigation 1 .. accordion 69', () => {
    expect(BLOCK_TYPES).to.deep.equal({
      navigation: 1,
      html: 2,
      logo: 3,
      map: 4,
      image: 5,
      twitterSocial: 6,
      journal: 7,
      gallery: 8,
      form: 9,
      product: 43,
      newsletter: 51,
      donation: 52,
      button: 53,
      scheduling: 65,
      memberArea: 67,
      accordion: 69,
    });
  });

  it('SPEC §3: collection types and product types', () => {
    expect(COLLECTION_TYPES).to.deep.equal({
      generic: 1,
      subscription: 2,
      mosaic: 14,
      lessons: 24,
    });
    expect(PRODUCT_TYPES).to.deep.equal({
      physical: 1,
      digital: 2,
      service: 3,
      giftCard: 4,
      paywall: 5,
    });
  });

  it('SPEC §3: workflow states published 1 .. deleted 6', () => {
    expect(WORKFLOW_STATES).to.deep.equal({
      published: 1,
      scheduled: 2,
      needsReview: 3,
      draft: 4,
      private: 5,
      deleted: 6,
    });
  });

  it('SPEC §3: a product shows published as Available, scheduled as Scheduled, draft as Hidden', () => {
    expect(productWorkflowLabel(1)).to.equal('Available');
    expect(productWorkflowLabel(2)).to.equal('Scheduled');
    expect(productWorkflowLabel(4)).to.equal('Hidden');
  });

  it('SPEC §3: any other product workflow state is Unsupported', () => {
    for (const state of [3, 5, 6, 0, 7, -1, Number.NaN]) {
      expect(productWorkflowLabel(state), `state ${state}`).to.equal('Unsupported');
    }
  });

  it('SPEC §3: slice types heading 1, popup overlay action 20, temporary lock inject 100', () => {
    expect(SLICE_TYPES).to.deep.equal({
      heading: 1,
      popupOverlayAction: 20,
      temporaryLockInject: 100,
    });
  });

  it('SPEC §3: slide types cover page 1, lock screen 2, popup overlay 3', () => {
    expect(SLIDE_TYPES).to.deep.equal({ coverPage: 1, lockScreen: 2, popupOverlay: 3 });
  });

  it('SPEC §2: collection view modes, device views and template versions', () => {
    expect(Object.values(COLLECTION_VIEW_MODES)).to.deep.equal(['list', 'grid', 'product']);
    expect(Object.values(DEVICE_VIEWS)).to.deep.equal(['desktop', 'phone', 'tablet']);
    expect(Object.values(TEMPLATE_VERSIONS)).to.deep.equal(['7', '7.1', '8']);
  });

  it('SPEC §2: the 7.1 template version is told apart from 7', () => {
    expect(parseTemplateVersion('7.1')).to.equal('7.1');
    expect(parseTemplateVersion(7.1)).to.equal('7.1');
    expect(parseTemplateVersion(7)).to.equal('7');
    expect(parseTemplateVersion(' 8 ')).to.equal('8');
    expect(parseTemplateVersion('7.0')).to.equal('7');
    expect(parseTemplateVersion('7.2')).to.equal(undefined);
    expect(parseTemplateVersion('')).to.equal(undefined);
    expect(parseTemplateVersion(null)).to.equal(undefined);
  });

  it('SPEC §3: nine layout positions in order from top-left to bottom-right', () => {
    const positions = Object.values(LAYOUT_POSITIONS);
    expect(positions).to.have.length(9);
    expect(new Set(positions).size).to.equal(9);
    expect(positions[0]).to.equal('top-left');
    expect(positions[4]).to.equal('middle-center');
    expect(positions[8]).to.equal('bottom-right');
  });

  it('SPEC §3: fluid-engine breakpoints mobile and desktop', () => {
    expect(Object.values(FLUID_ENGINE_BREAKPOINTS)).to.deep.equal(['mobile', 'desktop']);
  });
});

describe('platform/constants/limits', () => {
  it('SPEC §9: cookie lifetimes', () => {
    expect(limits.VISITOR_COOKIE_LIFETIME_MS).to.equal(63072000000);
    expect(limits.VISIT_TIMESTAMP_COOKIE_LIFETIME_MS).to.equal(30 * 60 * 1000);
    expect(limits.ANALYTICS_COOKIE_LIFETIME_MS).to.equal(390 * 86_400_000);
    expect(limits.CONSENT_COOKIE_LIFETIME_MS).to.equal(2592000000);
  });

  it('SPEC §9: error reporting and timing limits', () => {
    expect(limits.ERROR_REPORT_MAX_BATCHES).to.equal(20);
    expect(limits.ERROR_REPORT_MAX_QUEUED).to.equal(10);
    expect(limits.ERROR_REPORT_STACK_MAX_CHARS).to.equal(5000);
    expect(limits.ERROR_REPORT_DEBOUNCE_MS).to.equal(1000);
    expect(limits.PERFORMANCE_FLUSH_AFTER_LOAD_MS).to.equal(30000);
    expect(limits.TRACE_FLUSH_MS).to.equal(30000);
    expect(limits.DATA_RETRY_DELAY_MS).to.equal(200);
    expect(limits.TRACKING_TIMEOUT_MS).to.equal(2500);
    expect(limits.CHUNK_LOAD_TIMEOUT_MS).to.equal(120000);
  });

  it('SPEC §9: image widths, lazy margin and load queue', () => {
    expect(limits.IMAGE_WIDTHS).to.deep.equal([2500, 1500, 1000, 750, 500, 300, 100]);
    expect(limits.IMAGE_LAZY_MARGIN_PX).to.equal(200);
    expect(limits.IMAGE_LOAD_CONCURRENCY).to.equal(16);
    expect(limits.IMAGE_LOAD_CONCURRENCY_MOBILE).to.equal(1);
    expect(limits.IMAGE_NARROW_BELOW_PX).to.equal(415);
  });

  it('SPEC §9: gallery defaults', () => {
    expect(limits.GALLERY_AUTOPLAY_TIMEOUT_MS).to.equal(5000);
    expect(limits.GALLERY_RESIZE_DEBOUNCE_MS).to.equal(100);
    expect(limits.CAROUSEL).to.deep.equal({
      slidesPerRow: 3,
      gutter: 1,
      slidesPerRowBelow480: 2,
      slidesPerRowBelow724: 3,
    });
    expect(limits.AUTO_ROWS).to.deep.equal({ rowHeight: 250, gutter: 20 });
    expect(limits.GRID).to.deep.equal({ slidesPerRow: 4, padding: 20 });
    expect(limits.STACKED.kenBurnsZoom).to.equal(1.075);
    expect(limits.STACKED.baseZIndex).to.equal(888);
    expect(limits.SWIPE.thresholdPx).to.equal(50);
  });

  it('SPEC §9: accordion 250 ms, throttle 22 samples waiting twice the average, wait poll 100 ms', () => {
    expect(limits.ACCORDION_DURATION_MS).to.equal(250);
    expect(limits.THROTTLE_SAMPLES).to.equal(22);
    expect(limits.THROTTLE_WAIT_FACTOR).to.equal(2);
    expect(limits.WAIT_POLL_MS).to.equal(100);
  });

  it('SPEC §9: file sizes from Bytes to YB on base 1024, breakpoints, radii, durations', () => {
    expect(limits.FILE_SIZE_BASE).to.equal(1024);
    expect(limits.FILE_SIZE_UNITS).to.deep.equal([
      'Bytes',
      'KB',
      'MB',
      'GB',
      'TB',
      'PB',
      'EB',
      'ZB',
      'YB',
    ]);
    expect(limits.BREAKPOINTS.phoneMax).to.equal(428);
    expect(limits.BREAKPOINTS.mobileMax).to.equal(432);
    expect(limits.BREAKPOINTS.desktopMin).to.equal(433);
    expect(limits.RADII_PX).to.deep.equal([0, 4, 8]);
    expect(limits.DURATION_RANGE_MS).to.deep.equal([0, 600]);
  });

  it('SPEC §9: store and content limits', () => {
    expect(limits.MAX_PRODUCT_PRICE_CENTS).to.equal(100000000);
    expect(limits.SKU_MAX_LENGTH).to.equal(60);
    expect(limits.EMAIL_LENGTH).to.deep.equal({ min: 3, max: 256 });
    expect(limits.COLLECTION_PANEL_ID_LENGTH).to.equal(24);
    expect(limits.MAX_BLOCKS_PER_LAYOUT).to.equal(60);
    expect(limits.ONE_MEGABYTE_BYTES).to.equal(1000000);
  });
});
