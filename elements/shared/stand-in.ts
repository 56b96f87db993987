/** The host attribute an element upgraded in place carries until its first render (SqElement). */
export const UPGRADING = 'data-sq-upgrading';

/**
 * The states in which an element's server markup stands in for its rendering, for `:is()`: its
 * tag is not defined yet, or it is defined and waits for its first render (`data-sq-upgrading`).
 * The site build writes every `:not(:defined)` of the elements' markup CSS as
 * `:is(${STAND_IN})` in `sq-markup.css`; a template's own stand-in styles select it the same way.
 */
export const STAND_IN = `:not(:defined),[${UPGRADING}]`;
