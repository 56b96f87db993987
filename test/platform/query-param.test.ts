import { expect } from '@open-wc/testing';
import { getQueryParam, getQueryParams } from '../../platform/url/query-param.ts';

/** Captures console.error calls while `run` executes. */
function captureErrors(run: () => void): string[] {
  const original = console.error;
  const messages: string[] = [];
  console.error = (...args: unknown[]) => void messages.push(args.map(String).join(' '));
  try {
    run();
  } finally {
    console.error = original;
  }
  return messages;
}

describe('platform/url/query-param', () => {
  it('SPEC §2: reads a query flag from a URL', () => {
    expect(getQueryParam('nomotion', 'https://example.com/?nomotion=true')).to.equal('true');
    expect(getQueryParam('logout', 'https://example.com/a?x=1&logout=true#h')).to.equal('true');
  });

  it('SPEC §5: values are decoded and the first of repeated names wins', () => {
    const url = 'https://example.com/?name=Jane%20Doe&tag=a&tag=b&plus=a+b';
    expect(getQueryParam('name', url)).to.equal('Jane Doe');
    expect(getQueryParam('tag', url)).to.equal('a');
    expect(getQueryParam('plus', url)).to.equal('a b');
  });

  it('SPEC §5: an absent parameter is undefined, an empty one is the empty string', () => {
    expect(getQueryParam('missing', 'https://example.com/?a=1')).to.equal(undefined);
    expect(getQueryParam('a', 'https://example.com/?a=')).to.equal('');
    expect(getQueryParam('a', 'https://example.com/?a')).to.equal('');
  });

  it('SPEC §2: the current page is read by default', () => {
    history.replaceState(null, '', `${location.pathname}${location.search}&sqsscreenshot=true`);
    try {
      expect(getQueryParam('sqsscreenshot')).to.equal('true');
      expect(getQueryParams().get('sqsscreenshot')).to.equal('true');
    } finally {
      history.replaceState(null, '', location.href.replace('&sqsscreenshot=true', ''));
    }
  });

  it('SPEC §2: a relative URL resolves against the current page', () => {
    expect(getQueryParam('noredirect', '?noredirect')).to.equal('');
    expect(getQueryParam('a', '/other?a=2')).to.equal('2');
  });

  it('SPEC §8: an invalid URL is reported with a console error naming it and reads as empty', () => {
    let value: string | undefined = 'unset';
    let params: URLSearchParams | undefined;
    const errors = captureErrors(() => {
      value = getQueryParam('a', 'http://[not-a-host/?a=1');
      params = getQueryParams('http://[not-a-host/?a=1');
    });
    expect(value).to.equal(undefined);
    expect([...params!.keys()]).to.deep.equal([]);
    expect(errors).to.have.length(2);
    expect(errors[0]).to.include('http://[not-a-host/?a=1');
  });

  it('SPEC §8: a valid URL logs nothing', () => {
    const errors = captureErrors(() => getQueryParam('a', 'https://example.com/?a=1'));
    expect(errors).to.deep.equal([]);
  });
});
