// editor/generated/block-schemas.json (ARCHITECTURE "Editor overlay", the inspector's forms): the
// JSON Schema 2020-12, input side, of every element's data-block-json, made from the element's own
// zod schema (or the cookie banner's table).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { blockSchemas } from '../../scripts/gen-schemas.mjs';
import { ROOT } from '../../scripts/gen.mjs';

const schemas = await blockSchemas(ROOT);

test('gen-schemas: one JSON Schema 2020-12 object per element with a schema module', () => {
  assert.deepEqual(Object.keys(schemas), [
    'sq-accordion',
    'sq-account',
    'sq-audio',
    'sq-button',
    'sq-calendar',
    'sq-cart',
    'sq-chart',
    'sq-checkout',
    'sq-collection-link',
    'sq-comments-count',
    'sq-cookie-banner',
    'sq-donation',
    'sq-embed',
    'sq-form',
    'sq-gallery',
    'sq-image',
    'sq-lightbox',
    'sq-map',
    'sq-member-area',
    'sq-menu',
    'sq-mobile-info-bar',
    'sq-newsletter',
    'sq-product',
    'sq-reservation',
    'sq-search',
    'sq-social-gallery',
    'sq-social-links',
    'sq-summary',
    'sq-tour-dates',
    'sq-video',
  ]);
  for (const [tag, schema] of Object.entries(schemas)) {
    assert.equal(schema.$schema, 'https://json-schema.org/draft/2020-12/schema', tag);
    assert.equal(schema.type, 'object', tag);
  }
});

test('gen-schemas: the input side keeps defaults, enums, bounds and required keys of the zod schema', () => {
  const gallery = schemas['sq-gallery'].properties;
  assert.deepEqual(gallery.design.enum, [
    'stacked',
    'strip',
    'carousel',
    'grid',
    'auto-grid',
    'auto-columns',
    'auto-rows',
  ]);
  assert.equal(gallery.design.default, 'stacked');
  assert.deepEqual(gallery.vSize, { type: 'number', exclusiveMinimum: 0, maximum: 100 });
  assert.equal(schemas['sq-gallery'].required, undefined, 'every gallery key is optional');
  assert.deepEqual(schemas['sq-button'].required, ['buttonText', 'clickthroughUrl']);
  assert.deepEqual(schemas['sq-accordion'].properties.headingLevel.enum, [2, 3, 4, 5, 6]);
  const field = schemas['sq-form'].properties.fields;
  assert.equal(field.type, 'array');
  assert.equal(field.minItems, 1);
  assert.deepEqual(field.items.required, ['id', 'type']);
});

test('gen-schemas: HTML fields are marked text/html and what JSON Schema cannot say is a $comment', () => {
  assert.equal(schemas['sq-form'].properties.postSubmitHtml.contentMediaType, 'text/html');
  assert.equal(
    schemas['sq-cookie-banner'].properties.cookieBannerText.contentMediaType,
    'text/html',
  );
  assert.match(schemas['sq-button'].properties.buttonText.$comment, /"must not be empty"/);
  assert.deepEqual(schemas['sq-cookie-banner'].properties.cookieBannerTheme.enum, [
    'LIGHT',
    'DARK',
  ]);
});
