import { expect } from '@open-wc/testing';
import {
  TRUSTED_TYPES_POLICY_NAME,
  allowScriptUrl,
  parseInertHtml,
  trustedScriptUrl,
  withTrustedHtml,
  type LibraryPolicy,
} from '../../platform/dom/trusted-types.ts';
import { listenForXss, settle } from '../helpers/xss-harness.ts';
import { XSS_RUN } from '../helpers/xss-corpus.ts';

type Factory = { isScriptURL(value: unknown): boolean; isHTML(value: unknown): boolean };
const trustedTypes = (window as unknown as { trustedTypes: Factory }).trustedTypes;

function refusal(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a refusal');
}

describe('platform/dom/trusted-types', () => {
  it('the policy is named sq-elements', () => {
    expect(TRUSTED_TYPES_POLICY_NAME).to.equal('sq-elements');
  });

  it("script addresses of the page's origin are made trusted, absolute", () => {
    const url = trustedScriptUrl('/captcha/api.js?onload=go');
    expect(trustedTypes.isScriptURL(url)).to.equal(true);
    expect(String(url)).to.equal(`${location.origin}/captcha/api.js?onload=go`);
  });

  it('a script address of another origin is refused until a module declares it loads it, whatever its query', () => {
    const other = 'https://captcha.example/recaptcha/api.js';
    expect(refusal(() => trustedScriptUrl(other))).to.be.instanceOf(TypeError);
    allowScriptUrl(other);
    expect(String(trustedScriptUrl(`${other}?render=explicit`))).to.equal(
      `${other}?render=explicit`,
    );
    expect(refusal(() => trustedScriptUrl('https://captcha.example/other.js'))).to.be.instanceOf(
      TypeError,
    );
  });

  it('javascript:, data: and blob: addresses are refused as scripts, however spelled', () => {
    for (const address of [
      `javascript:${XSS_RUN}`,
      ` JaVaScRiPt:${XSS_RUN}`,
      `\u0001javascript:${XSS_RUN}`,
      `java\tscript:${XSS_RUN}`,
      `data:text/javascript,${XSS_RUN}`,
      `blob:${location.origin}/x`,
    ]) {
      expect(
        refusal(() => trustedScriptUrl(address)),
        address,
      ).to.be.instanceOf(TypeError);
    }
  });

  it('the policy makes HTML only while withTrustedHtml runs', () => {
    let kept: LibraryPolicy | null = null;
    const made = withTrustedHtml((policy) => {
      kept = policy;
      return policy!.createHTML('<p>a</p>');
    });
    expect(trustedTypes.isHTML(made)).to.equal(true);
    expect(refusal(() => kept!.createHTML('<img src=x onerror=alert(1)>'))).to.be.instanceOf(
      TypeError,
    );
  });

  it('parseInertHtml parses into a document where nothing runs or loads', async () => {
    const xss = listenForXss();
    try {
      const doc = parseInertHtml(
        `<iframe src="https://player.example/v/1" title="Film"></iframe>` +
          `<img src=x onerror="${XSS_RUN}"><script>${XSS_RUN}</script>`,
      );
      expect(doc).not.to.equal(document);
      expect(doc.querySelector('iframe')!.getAttribute('src')).to.equal(
        'https://player.example/v/1',
      );
      expect(doc.defaultView).to.equal(null);
      await settle(document.body);
      expect(xss.ran()).to.equal(0);
    } finally {
      xss.stop();
    }
  });
});
