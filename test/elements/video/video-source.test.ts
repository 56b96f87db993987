import { expect } from '@open-wc/testing';
import { parseEmbedHtml, parseVideoUrl } from '../../../elements/video/video-source.ts';

const BASE = 'https://studio.example/pages/work';
const NOCOOKIE = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1';

describe('<sq-video> sources', () => {
  it('SPEC §4: YouTube watch, share, shorts, embed and mobile URLs play in the privacy-enhanced player', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'http://www.youtube.com/live/dQw4w9WgXcQ?si=abc',
    ]) {
      const source = parseVideoUrl(url, BASE);
      expect(source?.provider, url).to.equal('youtube');
      expect(source?.playerSrc, url).to.equal(NOCOOKIE);
    }
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ?t=75', BASE)?.playerSrc).to.equal(
      `${NOCOOKIE}&start=75`,
    );
  });

  it('SPEC §4: Vimeo pages and players play in the Vimeo player, private links keep their hash', () => {
    const player = 'https://player.vimeo.com/video/76979871?autoplay=1';
    for (const url of [
      'https://vimeo.com/76979871',
      'https://www.vimeo.com/channels/staffpicks/76979871',
      'https://player.vimeo.com/video/76979871',
    ]) {
      expect(parseVideoUrl(url, BASE)?.playerSrc, url).to.equal(player);
    }
    expect(parseVideoUrl('https://vimeo.com/76979871/a1b2c3d4e5#t=30s', BASE)?.playerSrc).to.equal(
      'https://player.vimeo.com/video/76979871?h=a1b2c3d4e5&autoplay=1#t=30s',
    );
  });

  it('SPEC §4: native files, same-origin or absolute http(s), play as they are', () => {
    expect(parseVideoUrl('/media/clip.mp4', BASE)).to.deep.equal({
      provider: 'file',
      url: 'https://studio.example/media/clip.mp4',
      playerSrc: 'https://studio.example/media/clip.mp4',
    });
    for (const url of ['https://cdn.example/a.WEBM', 'clip.ogg?v=2', 'http://x.example/b.ogv']) {
      expect(parseVideoUrl(url, BASE)?.provider, url).to.equal('file');
    }
  });

  it('SPEC §8: other addresses are no video', () => {
    for (const url of [
      'https://example.com/about',
      'https://www.youtube.com/watch?v=tooShort',
      'https://www.youtube.com/@channel',
      'https://vimeo.com/about',
      'data:video/mp4;base64,AAAA',
      'javascript:alert(1)',
      'ftp://example.com/a.mp4',
      'https://',
    ]) {
      expect(parseVideoUrl(url, BASE), url).to.equal(null);
    }
  });

  it('SPEC §8: an embed code yields its one http(s) iframe, sanitized, with its title and aspect', async () => {
    const code =
      '<div><iframe src="https://media.example.com/p/9" title=" Tour " width="640" height="360" onload="alert(1)"></iframe></div>';
    expect(parseEmbedHtml(code, BASE)).to.deep.equal({
      provider: 'embed',
      url: 'https://media.example.com/p/9',
      playerSrc: 'https://media.example.com/p/9',
      title: 'Tour',
      aspectPercent: 56.25,
    });
    const youtube = parseEmbedHtml(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?rel=0"></iframe>',
      BASE,
    );
    expect(youtube?.provider).to.equal('youtube');
    expect(youtube?.playerSrc).to.equal(NOCOOKIE);
    expect(parseEmbedHtml('<iframe src="data:text/html,hi"></iframe>', BASE)).to.equal(null);
    expect(parseEmbedHtml('<img src=x onerror="alert(1)">', BASE)).to.equal(null);
  });
});
