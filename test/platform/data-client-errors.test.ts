import { expect } from '@open-wc/testing';
import { DATA_ERROR_MESSAGES, DataError, get, post } from '../../platform/http/data-client.ts';
import { newKey, rejectionOf, requestsSeen } from './data-client-helpers.ts';

/** The address of a test endpoint answering `status` with `body` as JSON. */
const answering = (status: number, body?: unknown) =>
  body === undefined
    ? `/test-api/status/${status}`
    : `/test-api/status/${status}?json=${encodeURIComponent(JSON.stringify(body))}`;

async function dataError(promise: Promise<unknown>): Promise<DataError> {
  const error = await rejectionOf(promise);
  expect(error).to.be.instanceOf(DataError);
  expect(error.name).to.equal('DataError');
  return error as DataError;
}

describe('platform/http/data-client: failures (SPEC §8 data helper)', () => {
  it('SPEC §8: the messages are the SPEC text, ellipsis character included', () => {
    expect(DATA_ERROR_MESSAGES).to.deep.equal({
      unauthorized: 'Unauthorized request',
      internal: 'Internal server error. Please try again later.',
      unavailable: 'This service is temporarily unavailable. Please try again later.',
      unableToConnect: 'Unable to connect\u2026',
    });
  });

  for (const status of [400, 401, 500, 502]) {
    for (const body of [
      { error: 'Title is required' },
      { message: 'Plan limit reached' },
      { billingErrorCode: 'CARD_DECLINED' },
    ]) {
      it(`SPEC §8: ${status} with a JSON ${Object.keys(body)[0]} goes to the failure handler with its body`, async () => {
        const error = await dataError(post(answering(status, body)));
        expect(error.kind).to.equal('server');
        expect(error.status).to.equal(status);
        expect(error.body).to.deep.equal(body);
        expect(error.message).to.equal(Object.values(body)[0]);
      });
    }
  }

  it("SPEC §8: 401 or 403 without such a body: 'Unauthorized request'", async () => {
    for (const status of [401, 403]) {
      const error = await dataError(get(answering(status)));
      expect(error.message).to.equal('Unauthorized request');
      expect(error.status).to.equal(status);
    }
    const forbidden = await dataError(get(answering(403, { error: 'No access' })));
    expect(forbidden.message).to.equal('Unauthorized request');
    expect(forbidden.body).to.deep.equal({ error: 'No access' });
  });

  it("SPEC §8: 500 or 501 without such a body: 'Internal server error. Please try again later.'", async () => {
    for (const url of [
      answering(500),
      answering(501, { error: 'x' }),
      '/test-api/status/500?text=oops',
    ]) {
      const error = await dataError(get(url));
      expect(error.message).to.equal('Internal server error. Please try again later.');
    }
  });

  it("SPEC §8: 503: 'This service is temporarily unavailable. Please try again later.', not retried", async () => {
    const key = newKey();
    const error = await dataError(get(`${answering(503)}?key=${key}`, { retries: 3 }));
    expect(error.message).to.equal(
      'This service is temporarily unavailable. Please try again later.',
    );
    expect(await requestsSeen(key)).to.have.length(1);
  });

  it('SPEC §8: an unparseable body names the address and the parser message', async () => {
    let parserMessage = '';
    try {
      JSON.parse('<p>this is not json</p>');
    } catch (error) {
      parserMessage = (error as Error).message;
    }
    const error = await dataError(get('/test-api/not-json'));
    expect(error.message).to.equal(
      `Internal Error: Unable to parse server response from (/test-api/not-json) as JSON: ${parserMessage}`,
    );
    expect(error.kind).to.equal('parse');
  });

  it("SPEC §8: other statuses: 'Unable to connect…', not retried without a retry count", async () => {
    for (const status of [404, 429, 504]) {
      const key = newKey();
      const error = await dataError(get(`${answering(status)}?key=${key}`));
      expect(error.message).to.equal('Unable to connect…');
      expect(error.status).to.equal(status);
      expect(await requestsSeen(key)).to.have.length(1);
    }
  });

  it("SPEC §8: 400 without a JSON error body: 'Unable to connect…'", async () => {
    const error = await dataError(get('/test-api/status/400?text=bad'));
    expect(error.message).to.equal('Unable to connect…');
  });

  it('SPEC §8/§9: with a retry count, an unreachable answer is retried and then succeeds', async () => {
    const key = newKey();
    const echo = await post<{ body: unknown }>(`/test-api/flaky?key=${key}&failures=1`, {
      data: { a: 1 },
      retries: 1,
    });
    expect(echo?.body).to.deep.equal({ a: 1 });
    const seen = await requestsSeen(key);
    expect(seen).to.have.length(2);
    expect(seen[1]?.body).to.deep.equal({ a: 1 });
  });

  it("SPEC §8: retries run out: 'Unable to connect…' after retry count plus one requests", async () => {
    const key = newKey();
    const error = await dataError(
      get(`/test-api/flaky?key=${key}&failures=9&status=502`, { retries: 2 }),
    );
    expect(error.message).to.equal('Unable to connect…');
    expect(await requestsSeen(key)).to.have.length(3);
  });

  it("SPEC §8: a connection that breaks off mid-answer: 'Unable to connect…', retried", async () => {
    const key = newKey();
    const error = await dataError(get(`/test-api/drop?key=${key}`, { retries: 1 }));
    expect(error.message).to.equal('Unable to connect…');
    expect(error.kind).to.equal('connection');
    expect(await requestsSeen(key)).to.have.length(2);
  });

  it("SPEC §8: no answer at all: 'Unable to connect…' with status 0", async () => {
    const error = await dataError(get('/test-api/reset'));
    expect(error.message).to.equal('Unable to connect…');
    expect(error.status).to.equal(0);
  });
});
