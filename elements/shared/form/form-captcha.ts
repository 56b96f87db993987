import {
  CAPTCHA_HEIGHT_PX,
  captchaScriptUrl,
  captchaSiteKey,
  captchaSize,
  isCaptchaErrorReported,
  renderCaptcha,
} from '../../../platform/captcha/captcha.ts';
import type { CaptchaWidget } from '../../../platform/captcha/captcha.ts';
import { recordFormRender } from '../../../platform/census/form-render.ts';
import { whenFirstShown } from '../when-shown.ts';

/**
 * The captcha of one form block (SPEC §4 Captcha widget): drawn once, on demand, into the form's
 * `captcha` part when the block asks for one and the page context holds a site key (no key: no
 * captcha, SPEC §5). After a failed submission it is reset and must be solved again before the
 * submit button works (`awaitingSolve`).
 */
export class FormCaptcha {
  #widget: CaptchaWidget | undefined;
  #started = false;
  /** Counts draws, so a widget that finishes drawing after stop() is removed at once. */
  #draws = 0;
  /** The captcha could not be drawn (script or render failure): the server decides alone. */
  #failed = false;
  #siteKey: string | undefined | null = null;
  /** True after a failure until the visitor solves the captcha again. */
  awaitingSolve = false;

  /** @param changed called when what the form shows depends on changed (solved, expired). */
  constructor(
    private readonly changed: () => void,
    private readonly logPrefix: string,
  ) {}

  /** The site key when `wanted` (read from the page context once), else undefined. */
  siteKey(wanted: boolean): string | undefined {
    if (!wanted) return undefined;
    if (this.#siteKey === null) this.#siteKey = captchaSiteKey();
    return this.#siteKey;
  }

  /**
   * Whether the form has a captcha that must be solved before sending: from the moment it starts
   * loading (a submit before it shows is refused too), unless it could not be drawn.
   */
  get present(): boolean {
    return this.#started && !this.#failed;
  }

  /** The solution's token, '' while unsolved. */
  read(): string {
    return this.#widget?.read() ?? '';
  }

  /**
   * Draws the widget into `container` the first time it is called with one. The container keeps
   * the widget's height from then on, so what follows it does not move when the script has
   * loaded and draws it (and gives that room back if it cannot be drawn).
   */
  start(container: HTMLElement | null, wanted: boolean): void {
    const siteKey = this.siteKey(wanted);
    if (this.#started || !container || !siteKey) return;
    this.#started = true;
    const draw = ++this.#draws;
    container.style.minHeight = `${CAPTCHA_HEIGHT_PX[captchaSize(container)]}px`;
    renderCaptcha(container, {
      siteKey,
      scriptUrl: captchaScriptUrl(),
      onSolved: () => {
        this.awaitingSolve = false;
        this.changed();
      },
      onExpired: () => this.changed(),
    }).then(
      (widget) => {
        if (draw === this.#draws) this.#widget = widget;
        else widget.destroy();
      },
      (error: unknown) => {
        if (draw !== this.#draws) return;
        this.#failed = true;
        container.style.minHeight = '';
        if (!isCaptchaErrorReported(error)) console.error(this.logPrefix, error);
      },
    );
  }

  /**
   * Removes the widget (its form left the page), or the one still being drawn once it is; a later
   * {@link start} draws a new one.
   */
  stop(): void {
    this.#draws += 1;
    this.#widget?.destroy();
    this.#widget = undefined;
    this.#started = false;
    this.#failed = false;
    this.awaitingSolve = false;
  }

  /** Clears the solution; with `block`, the button waits until it is solved again (SPEC §4). */
  reset(block: boolean): void {
    this.#widget?.reset();
    this.awaitingSolve = block && this.present;
  }
}

/**
 * Records SPEC §7 form-render for `formId` once, at the first time `host` intersects the
 * viewport; failures are swallowed. Returns a function that stops watching.
 */
export function recordWhenShown(host: Element, formId: string, onShown: () => void): () => void {
  return whenFirstShown(host, () => {
    onShown();
    void recordFormRender(formId).catch(() => undefined);
  });
}
