/**
 * The "Cookie banner" view: the site's cookie banner settings (SPEC §3 "Cookie banner settings",
 * §5) in the inspector's form, beside a live preview of the banner as visitors see it.
 *
 * The preview is the package's own `SqCookieBanner` (through `sq-elements/react/cookie-banner`,
 * as any outside app renders it) with `forced`: it shows whatever the owner's consent cookie
 * holds, never removes itself and never counts a choice. It sits in a box that is the containing
 * block of the banner's fixed position (`contain: layout paint`), so a bar or a popup lands on
 * that box's edges and corners as it would on a visitor's window. The box is `inert`: the
 * preview is a picture, so trying its buttons here cannot store a consent choice for the
 * owner's own browser.
 *
 * The settings are the site-wide block of lib/site-blocks.ts in the session's editing state:
 * every change is a step of undo and redo, Save (in the top bar) stores them with the page's
 * blocks, Reset returns to the saved version.
 */
import type { RefObject } from 'react';
import { SqCookieBanner } from 'sq-elements/react/cookie-banner';
import { Inspector, type InspectorHandle } from '../inspector/Inspector.tsx';
import { isUnsaved, type BlockState } from '../lib/editing.ts';
import type { BlockData } from '../lib/json.ts';

export interface CookieBannerViewProps {
  /** The settings' state; undefined while they load. */
  block: BlockState | undefined;
  /** Why the settings could not be loaded. */
  loadError?: string | undefined;
  inspector: RefObject<InspectorHandle | null>;
  onChange: (data: BlockData) => void;
}

/** What the preview's caption says about who sees the banner. */
function audience(data: BlockData): string {
  return data.isCookieBannerEnabled === true
    ? 'Every visitor who has not yet accepted or declined cookies sees this banner.'
    : 'The banner is off: visitors do not see it. Turn on “Is cookie banner enabled” to show it.';
}

export function CookieBannerView({ block, loadError, inspector, onChange }: CookieBannerViewProps) {
  return (
    <section className="panel settings-view" aria-labelledby="cookie-banner-title">
      <header className="panel__header">
        <div>
          <h1 id="cookie-banner-title" className="panel__title">
            Cookie banner
          </h1>
          <p className="muted">
            How your site asks visitors to accept cookies.{' '}
            {block &&
              (block.saved.version === 0
                ? 'Never saved: the site uses its starting settings.'
                : `Saved version ${block.saved.version}.`)}
            {block && isUnsaved(block) && <span className="badge">Unsaved</span>}
          </p>
        </div>
      </header>
      {loadError ? (
        <p className="alert" role="alert">
          Could not load the cookie banner settings: {loadError}
        </p>
      ) : !block ? (
        <p className="muted">Loading…</p>
      ) : (
        <div className="settings-view__body">
          <div className="settings-view__form card">
            <Inspector
              ref={inspector}
              tag={block.tag}
              data={block.draft}
              label="Cookie banner settings"
              onChange={onChange}
            />
          </div>
          <figure className="settings-view__preview">
            <figcaption>
              <h2 className="settings-view__heading">Preview</h2>
              <p className="muted">{audience(block.draft)}</p>
            </figcaption>
            <div className="banner-preview" inert>
              <div className="banner-preview__page" aria-hidden="true">
                <span />
                <span />
                <span />
              </div>
              <SqCookieBanner
                forced
                label="Cookie banner preview"
                blockJson={JSON.stringify(block.draft)}
              />
            </div>
          </figure>
        </div>
      )}
    </section>
  );
}
