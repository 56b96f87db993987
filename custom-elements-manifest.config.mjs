// Configuration of @custom-elements-manifest/analyzer; `npm run gen` (scripts/gen.mjs) runs it.
// Class modules and shared element code are analyzed; styles, schemas and the define modules
// (`elements/NAME/sq-NAME.ts`) are not: scripts/cem-plugin.mjs reads the define modules itself to
// link each class to its tag.
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sqElementsPlugin } from './scripts/cem-plugin.mjs';

const root = dirname(fileURLToPath(import.meta.url));

export default {
  globs: ['elements/*/*.ts', 'elements/shared/form/*.ts', 'elements/shared/facade/*.ts'],
  exclude: [
    'elements/*/*.styles.ts',
    'elements/*/*.schema.ts',
    'elements/shared/form/*.{styles,schema}.ts',
    'elements/!(shared)/sq-*.ts',
    'elements/shared/define.ts',
  ],
  outdir: '.',
  litelement: true,
  packagejson: false,
  quiet: true,
  plugins: [sqElementsPlugin({ root })],
};
