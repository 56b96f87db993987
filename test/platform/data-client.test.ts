import { expect } from '@open-wc/testing';
import { deleteCookie, readCookie, writeCookie } from '../../platform/cookies/cookies.ts';
import {
  DataError,
  configureDataClient,
  del,
  get,
  post,
  put,
  resolveDataUrl,
  type LoginRequiredDetail,
} from '../../platform/http/data-client.ts';
import { dataClientConfigOf } from '../../platform/http/site-origin.ts';
import { newKey, rejectionOf, requestsSeen, type Echo } from './data-client-helpers.ts';

describe('platform/http/data-client: requests (SPEC §7 generic data helper)', () => {
  beforeEach(() => writeCookie('crumb', 'crumb-1'));
  afterEach(() => {
    deleteCookie('crumb');
    configureDataClient({ siteOrigin: null, providerDomains: [] });
  });

  it('SPEC §7: GET carries the crumb cookie as a crumb query parameter, data as query, undefined dropped', async () => {
    const echo = await get<Echo>('/test-api/echo?x=1', {
      data: { a: 'b', gone: undefined, none: null, list: [1, 2] },
    });
    expect(echo?.method).to.equal('GET');
    expect(echo?.query).to.deep.equal({
      x: '1',
      a: 'b',
      none: '',
      list: '[1,2]',
      crumb: 'crumb-1',
    });
  });

  it('SPEC §7: no crumb cookie, no crumb parameter', async () => {
    deleteCookie('crumb');
    const echo = await get<Echo>('/test-api/echo');
    expect(echo?.query).to.deep.equal({});
  });

  it('SPEC §7: POST sends a JSON body without its undefined fields, crumb on the URL', async () => {
    const echo = await post<Echo>('/test-api/echo', {
      data: { a: 1, gone: undefined, nested: { x: null, y: undefined } },
    });
    expect(echo?.method).to.equal('POST');
    expect(echo?.contentType).to.match(/^application\/json/);
    expect(echo?.body).to.deep.equal({ a: 1, nested: { x: null } });
    expect(echo?.query.crumb).to.equal('crumb-1');
  });

  it('SPEC §7: POST form-encoded drops undefined fields and sends objects as JSON strings', async () => {
    const echo = await post<Echo>('/test-api/echo', {
      encoding: 'form',
      data: { event: 'click', gone: undefined, data: { k: 'v' }, n: 3 },
    });
    expect(echo?.contentType).to.match(/^application\/x-www-form-urlencoded/);
    expect(echo?.body).to.deep.equal({ event: 'click', data: '{"k":"v"}', n: '3' });
    expect(echo?.query.crumb).to.equal('crumb-1');
  });

  it('SPEC §7: PUT sends a body and DELETE sends data as query parameters', async () => {
    const putEcho = await put<Echo>('/test-api/echo', { data: { title: 'New' } });
    expect(putEcho?.method).to.equal('PUT');
    expect(putEcho?.body).to.deep.equal({ title: 'New' });
    const delEcho = await del<Echo>('/test-api/echo', { data: { cloneCart: true } });
    expect(delEcho?.method).to.equal('DELETE');
    expect(delEcho?.query).to.deep.equal({ cloneCart: 'true', crumb: 'crumb-1' });
  });

  it('SPEC §7: 204 is an empty success', async () => {
    expect(await post('/test-api/status/204')).to.equal(undefined);
  });

  it('SPEC §7: an empty body with status 200 is an empty success', async () => {
    expect(await get('/test-api/status/200')).to.equal(undefined);
  });

  it('SPEC §7: 1223 is an empty success', async () => {
    expect(await get('/test-api/status/1223')).to.equal(undefined);
  });

  it('SPEC §7: a JSON response with an error field is a failure carrying the body', async () => {
    const body = { error: 'Item not found', code: 7 };
    const error = await rejectionOf(
      get(`/test-api/status/200?json=${encodeURIComponent(JSON.stringify(body))}`),
    );
    expect(error).to.be.instanceOf(DataError);
    expect(error.message).to.equal('Item not found');
    expect((error as DataError).body).to.deep.equal(body);
    expect((error as DataError).status).to.equal(200);
  });

  it('SPEC §7: on crumb failure the new crumb is stored and the request retried once', async () => {
    writeCookie('crumb', 'stale');
    const key = newKey();
    const echo = await post<Echo>(`/test-api/crumb?key=${key}`, { data: { a: 1 } });
    expect(echo?.query.crumb).to.equal(`fresh-${key}`);
    expect(echo?.body).to.deep.equal({ a: 1 });
    expect(readCookie('crumb')).to.equal(`fresh-${key}`);
    const seen = await requestsSeen(key);
    expect(seen.map((request) => request.query.crumb)).to.deep.equal(['stale', `fresh-${key}`]);
  });

  it('SPEC §7: a second crumb failure is not retried again', async () => {
    const key = newKey();
    const error = await rejectionOf(get(`/test-api/crumb?key=${key}&always=1`));
    expect(error).to.be.instanceOf(DataError);
    expect((error as DataError).body).to.include({ crumbFail: true });
    expect(await requestsSeen(key)).to.have.length(2);
  });

  it('SPEC §7: with cookies disabled a crumb failure is not retried', async () => {
    Object.defineProperty(navigator, 'cookieEnabled', { configurable: true, get: () => false });
    try {
      const key = newKey();
      await rejectionOf(get(`/test-api/crumb?key=${key}`));
      expect(await requestsSeen(key)).to.have.length(1);
      expect(readCookie('crumb')).to.equal('crumb-1');
    } finally {
      delete (navigator as { cookieEnabled?: boolean }).cookieEnabled;
    }
  });

  it('SPEC §6: a login-required response fires sq-login-required on the document', async () => {
    const details: LoginRequiredDetail[] = [];
    const listener = (event: CustomEvent<LoginRequiredDetail>) => details.push(event.detail);
    document.addEventListener('sq-login-required', listener);
    try {
      const error = await rejectionOf(get('/test-api/login-required'));
      expect((error as DataError).status).to.equal(401);
      expect(details).to.deep.equal([{ url: '/test-api/login-required', status: 401 }]);
    } finally {
      document.removeEventListener('sq-login-required', listener);
    }
  });

  it('an aborted signal rejects with the abort reason and sends nothing', async () => {
    const key = newKey();
    const error = await rejectionOf(
      get(`/test-api/echo?key=${key}`, { signal: AbortSignal.abort(), retries: 2 }),
    );
    expect(error.name).to.equal('AbortError');
    expect(await requestsSeen(key)).to.have.length(0);
  });

  it('aborting a request in flight rejects with the abort reason, not a retry', async () => {
    const controller = new AbortController();
    const pending = get('/test-api/chunks/hang.js', { signal: controller.signal, retries: 2 });
    setTimeout(() => controller.abort(), 50);
    expect((await rejectionOf(pending)).name).to.equal('AbortError');
  });

  describe('secure calls (SPEC §7)', () => {
    /** The same test server under another origin (127.0.0.1 instead of localhost, or back). */
    const otherOrigin = () =>
      `${location.protocol}//${location.hostname === 'localhost' ? '127.0.0.1' : 'localhost'}:${location.port}`;

    it('SPEC §7: off the provider domains, a secure call goes to the site origin with the crumb', async () => {
      configureDataClient({ siteOrigin: otherOrigin(), providerDomains: ['provider.example'] });
      const echo = await get<Echo>('/test-api/echo?x=1', { secure: true });
      expect(`${location.protocol}//${echo?.host}`).to.equal(otherOrigin());
      expect(echo?.origin).to.equal(location.origin);
      expect(echo?.query).to.deep.equal({ x: '1', crumb: 'crumb-1' });
    });

    it('SPEC §7: a secure call is sent with credentials (a site origin refusing them fails it)', async () => {
      configureDataClient({ siteOrigin: otherOrigin() });
      const url = '/test-api/echo?nocredentials=1';
      const plain = await get<Echo>(`${otherOrigin()}${url}`);
      expect(plain?.method).to.equal('GET');
      const error = await rejectionOf(get(url, { secure: true }));
      expect(error.message).to.equal('Unable to connect…');
    });

    it('SPEC §7: on a provider domain a secure call stays on the page origin', async () => {
      configureDataClient({ siteOrigin: otherOrigin(), providerDomains: [location.hostname] });
      const echo = await get<Echo>('/test-api/echo', { secure: true });
      expect(echo?.host).to.equal(location.host);
      expect(echo?.origin).to.equal(null);
    });

    it('SPEC §3, §7: the page context names the site origin and the provider domain', () => {
      expect(
        dataClientConfigOf({ website: { identifier: 'bakery' }, appDomain: 'provider.example' }),
      ).to.deep.equal({
        siteOrigin: 'https://bakery.provider.example',
        providerDomains: ['provider.example'],
      });
      expect(dataClientConfigOf({ website: { identifier: 'bakery' } })).to.deep.equal({
        siteOrigin: null,
        providerDomains: [],
      });
      expect(
        dataClientConfigOf({ website: { identifier: 7 }, appDomain: 'p.example' } as never),
      ).to.deep.equal({ siteOrigin: null, providerDomains: ['p.example'] });
    });

    it('SPEC §7: secure calls use https on a real site origin, path and query kept', () => {
      configureDataClient({ siteOrigin: 'http://bakery.provider.example', providerDomains: [] });
      const target = resolveDataUrl('/api/form/FormSubmissionKey?a=1', { secure: true });
      expect(target.url.href).to.equal(
        'https://bakery.provider.example/api/form/FormSubmissionKey?a=1',
      );
      expect(target.credentials).to.equal('include');
      const plain = resolveDataUrl('/api/form/FormSubmissionKey');
      expect(plain.url.origin).to.equal(location.origin);
      expect(plain.credentials).to.equal('same-origin');
    });
  });
});
