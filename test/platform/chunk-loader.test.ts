import { expect } from '@open-wc/testing';
import {
  ChunkLoadError,
  DEFAULT_ASSETS_BASE,
  assetsBase,
  chunkUrl,
  configureAssetsBase,
  loadChunk,
} from '../../platform/chunks/chunk-loader.ts';

const FIXTURES = '/test/platform/fixtures';

interface OkChunk {
  greeting: string;
  default: () => number;
}

async function chunkError(promise: Promise<unknown>): Promise<ChunkLoadError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ChunkLoadError);
    expect((error as Error).name).to.equal('ChunkLoadError');
    return error as ChunkLoadError;
  }
  throw new Error('expected the chunk to fail, but it loaded');
}

describe('platform/chunks/chunk-loader', () => {
  beforeEach(() => configureAssetsBase(FIXTURES));
  after(() => configureAssetsBase(DEFAULT_ASSETS_BASE));

  it('SPEC §2: a chunk loads on demand from the assets base, one file per chunk', async () => {
    const chunk = await loadChunk<OkChunk>('chunk-ok.js');
    expect(chunk.greeting).to.equal('chunk ok');
    expect(chunk.default()).to.equal(42);
  });

  it('SPEC §2: chunk names resolve inside the assets base (default /assets/)', () => {
    configureAssetsBase(DEFAULT_ASSETS_BASE);
    expect(assetsBase()).to.equal(`${location.origin}/assets/`);
    expect(chunkUrl('gallery.js')).to.equal(`${location.origin}/assets/gallery.js`);
    configureAssetsBase('https://static.example.com/site/assets');
    expect(chunkUrl('map.js')).to.equal('https://static.example.com/site/assets/map.js');
    expect(chunkUrl('https://cdn.example.com/x.js')).to.equal('https://cdn.example.com/x.js');
  });

  it('loading the same chunk twice shares one promise, by name or by address', async () => {
    const first = loadChunk('chunk-ok.js');
    expect(loadChunk('chunk-ok.js')).to.equal(first);
    expect(loadChunk(`${location.origin}${FIXTURES}/chunk-ok.js`)).to.equal(first);
    await first;
    expect(loadChunk('chunk-ok.js')).to.equal(first);
  });

  it('the same loader function runs once and its callers share one promise', async () => {
    let calls = 0;
    const loader = () => {
      calls += 1;
      return import(/* @vite-ignore */ chunkUrl('chunk-ok.js')) as Promise<OkChunk>;
    };
    const first = loadChunk(loader);
    const second = loadChunk(loader);
    expect(second).to.equal(first);
    expect((await second).greeting).to.equal('chunk ok');
    expect(calls).to.equal(1);
  });

  it('SPEC §8: a chunk that is not there fails with type missing and its address', async () => {
    const error = await chunkError(loadChunk('does-not-exist.js'));
    expect(error.type).to.equal('missing');
    expect(error.request).to.equal(`${location.origin}${FIXTURES}/does-not-exist.js`);
  });

  it('SPEC §8: a chunk that throws while it runs fails with type error', async () => {
    const error = await chunkError(loadChunk('chunk-throws.js'));
    expect(error.type).to.equal('error');
    expect(error.request).to.equal(`${location.origin}${FIXTURES}/chunk-throws.js`);
    expect((error.cause as Error).message).to.equal('chunk-throws: failed while running');
  });

  it('SPEC §8: a chunk that does not parse fails with type error', async () => {
    const error = await chunkError(loadChunk('/test-api/chunks/broken.js'));
    expect(error.type).to.equal('error');
    expect(error.cause).to.be.instanceOf(SyntaxError);
  });

  it('SPEC §2/§8: a chunk that never answers fails with type timeout after the time-out', async () => {
    const error = await chunkError(loadChunk('/test-api/chunks/hang.js', { timeoutMs: 100 }));
    expect(error.type).to.equal('timeout');
    expect(error.request).to.equal(`${location.origin}/test-api/chunks/hang.js`);
  });

  it('a failed load is forgotten, so asking again tries again', async () => {
    const first = loadChunk('also-missing.js');
    await chunkError(first);
    const second = loadChunk('also-missing.js');
    expect(second).not.to.equal(first);
    expect((await chunkError(second)).type).to.equal('missing');
  });

  it('SPEC §8: a loader function whose module is missing fails with type missing and the module address', async () => {
    const missing = chunkUrl('gone.js');
    const error = await chunkError(loadChunk(() => import(/* @vite-ignore */ missing)));
    expect(error.type).to.equal('missing');
    expect(error.request).to.equal(missing);
  });

  it('SPEC §8: a loader function that throws fails with type error and the given request', async () => {
    const error = await chunkError(
      loadChunk(
        () => {
          throw new Error('no loader today');
        },
        { request: 'gallery' },
      ),
    );
    expect(error.type).to.equal('error');
    expect(error.request).to.equal('gallery');
    expect((error.cause as Error).message).to.equal('no loader today');
  });
});
