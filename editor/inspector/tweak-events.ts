/**
 * The inspector's tweak events (SPEC §3 "Other": change, close, save, reset, after show, after
 * close, before open), each a typed event handed to its `onTweak…` prop. Only `before-open` is
 * cancelable: `event.preventDefault()` keeps the inspector closed.
 */
import type { ValuePath } from './value-path.ts';

/** A block's `data-block-json`, parsed. */
export type BlockData = Record<string, unknown>;

/** What every tweak event tells: which block kind, and its data at the time. */
export interface TweakDetail {
  tag: string;
  data: BlockData;
}

/** The detail of each tweak event, by name. */
export interface TweakEventMap {
  /** A valid edit: the new data and the setting that changed. */
  change: TweakDetail & { path: ValuePath };
  /** The inspector is closing (`data`: the last valid data; `valid`: whether the form is too). */
  close: TweakDetail & { valid: boolean };
  /** Save was asked for with valid data: `data` is what to store. */
  save: TweakDetail;
  /** The form went back to `data` (the saved version); `previous` is what it held. */
  reset: TweakDetail & { previous: BlockData };
  /** The form is on screen (after the render that showed it). */
  'after-show': TweakDetail;
  /** The form is off screen (after the render that hid it). */
  'after-close': TweakDetail;
  /** The inspector is about to open on a block; cancelable. */
  'before-open': TweakDetail;
}

export type TweakEventName = keyof TweakEventMap;

/** A tweak event: `type` one of {@link TweakEventName}, `detail` as {@link TweakEventMap} says. */
export class TweakEvent<K extends TweakEventName = TweakEventName> extends Event {
  declare readonly type: K;
  readonly detail: TweakEventMap[K];
  constructor(type: K, detail: TweakEventMap[K]) {
    super(type, { cancelable: type === 'before-open' });
    this.detail = detail;
  }
}

/** A prop handling tweak event `K`. */
export type TweakHandler<K extends TweakEventName> = (event: TweakEvent<K>) => void;

/** The inspector's tweak event props. */
export interface TweakEventProps {
  onTweakChange?: TweakHandler<'change'>;
  onTweakClose?: TweakHandler<'close'>;
  onTweakSave?: TweakHandler<'save'>;
  onTweakReset?: TweakHandler<'reset'>;
  onTweakAfterShow?: TweakHandler<'after-show'>;
  onTweakAfterClose?: TweakHandler<'after-close'>;
  onTweakBeforeOpen?: TweakHandler<'before-open'>;
}

const PROPS: { [K in TweakEventName]: keyof TweakEventProps } = {
  change: 'onTweakChange',
  close: 'onTweakClose',
  save: 'onTweakSave',
  reset: 'onTweakReset',
  'after-show': 'onTweakAfterShow',
  'after-close': 'onTweakAfterClose',
  'before-open': 'onTweakBeforeOpen',
};

/** Hands a new `type` event to its prop in `props`; answers the event (to read `defaultPrevented`). */
export function fireTweak<K extends TweakEventName>(
  props: TweakEventProps,
  type: K,
  detail: TweakEventMap[K],
): TweakEvent<K> {
  const event = new TweakEvent(type, detail);
  (props[PROPS[type]] as TweakHandler<K> | undefined)?.(event);
  return event;
}
