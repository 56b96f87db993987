import { useEffect, useState } from 'react';
import { SqAccordion } from 'sq-elements/react/accordion';
import { SqButton } from 'sq-elements/react/button';
import { SqChart } from 'sq-elements/react/chart';
import { SqCookieBanner } from 'sq-elements/react/cookie-banner';
import { SqForm } from 'sq-elements/react/form';
import { SqGallery } from 'sq-elements/react/gallery';
import { SqImage } from 'sq-elements/react/image';
import { SqLightbox } from 'sq-elements/react/lightbox';
import { SqMenu } from 'sq-elements/react/menu';
import { SqNewsletter } from 'sq-elements/react/newsletter';
import { SqNotice } from 'sq-elements/react/notice';
import { SqSystemError } from 'sq-elements/react/system-error';
import { SqVideo } from 'sq-elements/react/video';
import type {} from 'sq-elements/react/jsx';
import {
  COOKIE_SETTINGS,
  FIRINGS,
  MENU,
  NEWSLETTER,
  PIECES,
  QUESTIONS,
  enquiryForm,
  type Piece,
} from './content';

/** The blocks the page can mount and unmount. */
export const BLOCKS = [
  'banner',
  'faq',
  'gallery',
  'lightbox',
  'image',
  'video',
  'button',
  'form',
  'newsletter',
  'notice',
  'menu',
  'chart',
] as const;
export type Block = (typeof BLOCKS)[number];

/** What the page's scripts (and the tests driving it) can change. */
export interface Controls {
  /** The blocks `setShown` takes. */
  blocks: readonly Block[];
  /** The questions shown, by title, in this order. */
  setQuestions(titles: string[]): void;
  /** The pieces shown in the gallery and the lightbox, by id, in this order. */
  setPieces(ids: string[]): void;
  setShown(block: Block, shown: boolean): void;
  setSubmitText(text: string): void;
  setNoticeHeading(text: string): void;
  /** Shows the system error overlay for `message`, or takes it away (null). */
  setProblem(message: string | null): void;
}

/** One event a block sent, as the page saw it. */
export interface SeenEvent {
  type: string;
  tag: string;
  detail: unknown;
}

declare global {
  interface Window {
    /** Every sq- event the blocks sent, in order. */
    seenEvents?: SeenEvent[];
  }
}

/** Records an event of a block (in the browser only: the server sends none). */
function see(event: CustomEvent<unknown>): void {
  const tag = (event.currentTarget as Element | null)?.localName ?? '';
  window.seenEvents?.push({ type: event.type, tag, detail: event.detail });
}

const pick = <T extends { id?: string; title?: string }>(all: T[], keys: string[]): T[] =>
  keys.flatMap((key) => all.filter((item) => (item.id ?? item.title) === key));

/** The studio's page, every block through its React wrapper. */
export function App({ onReady }: { onReady?: (controls: Controls) => void }) {
  const [questions, setQuestions] = useState(QUESTIONS);
  const [pieces, setPieces] = useState<Piece[]>(PIECES);
  const [hidden, setHidden] = useState<ReadonlySet<Block>>(new Set());
  const [submitText, setSubmitText] = useState('Send enquiry');
  const [noticeHeading, setNoticeHeading] = useState('Kiln opening on Saturday');
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const shown = (block: Block): boolean => !hidden.has(block);

  useEffect(() => {
    onReady?.({
      blocks: BLOCKS,
      setQuestions: (titles) => setQuestions(pick(QUESTIONS, titles)),
      setPieces: (ids) => setPieces(pick(PIECES, ids)),
      setShown: (block, on) =>
        setHidden((before) => {
          const after = new Set(before);
          if (on) after.delete(block);
          else after.add(block);
          return after;
        }),
      setSubmitText,
      setNoticeHeading,
      setProblem,
    });
  }, [onReady]);

  return (
    <main>
      <h1>Hollow Oak Pottery</h1>
      <p role="status">{status}</p>

      {shown('image') && (
        <SqImage
          blockJson='{"cropMode":"cover","load":"eager"}'
          style={{ display: 'block', width: 320, height: 200 }}
          onSqLoad={(e) => {
            see(e);
            setStatus(`Picture loaded at ${e.detail.width} pixels wide.`);
          }}
          onSqError={see}
        >
          <img
            data-src="/images/celadon-vase.jpg"
            data-image-dimensions="800x800"
            alt="The studio's celadon vase"
          />
        </SqImage>
      )}

      {shown('faq') && (
        <section aria-labelledby="faq-title">
          <h2 id="faq-title">Questions</h2>
          <SqAccordion
            blockJson='{"allowMultipleOpen":false}'
            onSqToggle={(e) => {
              see(e);
              setStatus(`Question ${e.detail.index + 1} ${e.detail.open ? 'opened' : 'closed'}.`);
            }}
            onSqError={see}
          >
            {questions.map((q) => (
              <details key={q.title}>
                <summary>{q.title}</summary>
                <p>{q.answer}</p>
              </details>
            ))}
          </SqAccordion>
        </section>
      )}

      {shown('gallery') && (
        <section aria-labelledby="gallery-title">
          <h2 id="gallery-title">Recent pieces</h2>
          <SqGallery
            blockJson='{"design":"grid","lightbox":true}'
            onSqSlideChange={(e) => {
              see(e);
              setStatus(`Showing ${e.detail.slideId}.`);
            }}
            onSqReachedEnd={(e) => see(e)}
            onSqReachedBeginning={(e) => see(e)}
            onSqError={see}
          >
            {pieces.map((piece) => (
              <figure key={piece.id} data-slide-id={piece.id} data-type="image">
                <img data-src={piece.src} data-image-dimensions="800x800" alt={piece.alt} />
                <figcaption>{piece.caption}</figcaption>
              </figure>
            ))}
          </SqGallery>
        </section>
      )}

      {shown('lightbox') && (
        <SqLightbox
          blockJson='{"theme":"light"}'
          onSqOpen={(e) => {
            see(e);
            setStatus(`Opened piece ${(e.detail.index ?? 0) + 1}.`);
          }}
          onSqClose={see}
          onSqAfterShow={see}
          onSqAfterClose={see}
          onSqSlideChange={see}
          onSqError={see}
        >
          {pieces.map((piece) => (
            <figure key={piece.id} data-slide-id={piece.id}>
              <a href={piece.src}>
                <img src={piece.src} width={120} height={120} alt={piece.alt} />
              </a>
            </figure>
          ))}
        </SqLightbox>
      )}

      {shown('video') && (
        <SqVideo
          blockJson='{"url":"/videos/glaze.webm"}'
          onSqPlay={(e) => see(e)}
          onSqPause={(e) => see(e)}
          onSqError={see}
          onSqEmbedLoad={(e) => see(e)}
          onSqEmbedLoaded={(e) => see(e)}
        >
          <img
            data-src="/images/ash-jar.jpg"
            data-image-dimensions="800x800"
            alt="Glazing a jar at the studio bench"
          />
        </SqVideo>
      )}

      {shown('menu') && (
        <SqMenu
          blockJson={JSON.stringify(MENU)}
          onSqTabShow={(e) => {
            see(e);
            setStatus(`Showing the ${e.detail.title} menu.`);
          }}
          onSqError={see}
        />
      )}

      {shown('chart') && <SqChart blockJson={JSON.stringify(FIRINGS)} onSqError={see} />}

      {shown('button') && (
        <SqButton
          blockJson='{"buttonText":"Book a class","clickthroughUrl":"/classes","size":"medium"}'
          newWindowNote="(opens in a new tab)"
          onSqError={see}
        >
          <a href="/classes">Book a class</a>
        </SqButton>
      )}

      {/* The tag itself, typed by sq-elements/react/jsx. */}
      <sq-image data-block-json='{"cropMode":"contain"}' style={{ width: 160, height: 120 }}>
        <img data-src="/images/tenmoku-bowl.jpg" data-image-dimensions="800x800" alt="" />
      </sq-image>

      {shown('form') && (
        <SqForm
          blockJson={enquiryForm(submitText)}
          onSqSubmit={(e) => {
            see(e);
            setStatus(`Sending form ${e.detail.formId}.`);
          }}
          onSqSubmitSuccess={see}
          onSqSubmitError={(e) => {
            see(e);
            setStatus(e.detail.message);
          }}
          onSqError={see}
        >
          <p>Write to us at studio@hollowoak.example.</p>
        </SqForm>
      )}

      {shown('newsletter') && (
        <SqNewsletter
          blockJson={NEWSLETTER}
          onSqSubmit={(e) => {
            see(e);
            setStatus(`Signing up to ${e.detail.formId}.`);
          }}
          onSqSubmitSuccess={see}
          onSqSubmitError={see}
          onSqError={see}
        >
          <p>Studio notes: one email a season.</p>
        </SqNewsletter>
      )}

      {shown('notice') && (
        <SqNotice
          heading={noticeHeading}
          duration={0}
          onSqClose={(e) => see(e)}
          onSqAfterClose={see}
        >
          The kiln opens at ten; come early for the best pieces.
        </SqNotice>
      )}

      {problem !== null && <SqSystemError error={new Error(problem)} onSqTrack={(e) => see(e)} />}

      {shown('banner') && (
        <SqCookieBanner blockJson={JSON.stringify(COOKIE_SETTINGS)} onSqError={see} />
      )}
    </main>
  );
}
