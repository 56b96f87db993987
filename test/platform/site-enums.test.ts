import { expect } from '@open-wc/testing';
import {
  BADGE_TYPES,
  BUTTON_CONTEXTS,
  CENSUS_EVENT_TYPES,
  ENVIRONMENTS,
  MEASUREMENT_STANDARDS,
  MOBILE_INFO_BAR_STYLES,
  POPUP_OVERLAY_STYLES,
  TRACKER_SOURCES,
  WEBSITE_ROLES,
  WEBSITE_STATUSES,
  WEBSITE_TYPES,
  detectEnvironment,
} from '../../platform/constants/site-enums.ts';

describe('platform/constants/site-enums', () => {
  it('SPEC §3: website types classic 1 .. enterprise 5', () => {
    expect(WEBSITE_TYPES).to.deep.equal({
      classic: 1,
      coverPage: 2,
      parkingPage: 3,
      commerce: 4,
      enterprise: 5,
    });
  });

  it('SPEC §3: website statuses expired 1 .. enterprise 15', () => {
    expect(WEBSITE_STATUSES).to.deep.equal({
      expired: 1,
      pastDue: 2,
      trial: 3,
      beta: 4,
      removed: 5,
      internal: 6,
      comped: 7,
      paid: 8,
      v5Linked: 11,
      activeParkingPage: 12,
      resold: 13,
      resoldGracePeriod: 14,
      enterprise: 15,
    });
  });

  it('SPEC §3: website roles admin 1 .. scheduling editor 13 (no 5)', () => {
    expect(WEBSITE_ROLES).to.deep.equal({
      admin: 1,
      billing: 2,
      reporting: 3,
      editor: 4,
      moderator: 6,
      commenter: 7,
      storeManager: 8,
      scheduling: 9,
      viewer: 10,
      campaignsEditor: 11,
      schedulingViewer: 12,
      schedulingEditor: 13,
    });
  });

  it('SPEC §3: measurement standard, mobile info bar, popup overlay, badge, button context', () => {
    expect(MEASUREMENT_STANDARDS).to.deep.equal({ imperial: 1, metric: 2 });
    expect(MOBILE_INFO_BAR_STYLES).to.deep.equal({ none: 1, light: 2, dark: 3 });
    expect(POPUP_OVERLAY_STYLES).to.deep.equal({ none: 1, show: 2 });
    expect(BADGE_TYPES).to.deep.equal({ none: 1, black: 2, white: 3 });
    expect(BUTTON_CONTEXTS).to.deep.equal({ buttonBlock: 1, popupOverlay: 2 });
  });

  it('SPEC §3: census event types page view 1, site search 2, heartbeat 10, audio 20, video 21', () => {
    expect(CENSUS_EVENT_TYPES).to.deep.equal({
      pageView: 1,
      siteSearch: 2,
      heartbeat: 10,
      audio: 20,
      video: 21,
    });
  });

  it('SPEC §3: tracker sources WEB, IOS, ANDROID, SERVER and environments dev, qa, staging, prod', () => {
    expect(Object.values(TRACKER_SOURCES)).to.deep.equal(['WEB', 'IOS', 'ANDROID', 'SERVER']);
    expect(Object.values(ENVIRONMENTS)).to.deep.equal(['dev', 'qa', 'staging', 'prod']);
  });

  it('SPEC §3: the environment is detected from the host (internal, stage, qa, dev)', () => {
    expect(detectEnvironment('www.internal.example.com')).to.equal('dev');
    expect(detectEnvironment('app.stage.example.com')).to.equal('staging');
    expect(detectEnvironment('staging-2.example.com')).to.equal('staging');
    expect(detectEnvironment('qa.example.com')).to.equal('qa');
    expect(detectEnvironment('QA3.EXAMPLE.COM')).to.equal('qa');
    expect(detectEnvironment('dev.example.com')).to.equal('dev');
    expect(detectEnvironment('www.example.com')).to.equal('prod');
  });

  it('SPEC §3: internal wins over stage, stage over qa, qa over dev', () => {
    expect(detectEnvironment('stage.internal.example.com')).to.equal('dev');
    expect(detectEnvironment('qa.stage.example.com')).to.equal('staging');
    expect(detectEnvironment('dev.qa.example.com')).to.equal('qa');
  });

  it('SPEC §3: a host word merely containing an environment name stays prod', () => {
    expect(detectEnvironment('backstage.example.com')).to.equal('prod');
    expect(detectEnvironment('devon-bakery.com')).to.equal('prod');
    expect(detectEnvironment('aqua.example.com')).to.equal('prod');
  });
});
