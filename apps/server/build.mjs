// Bundles the server (and the admin command) with the workspace packages they import into dist/; npm dependencies
// stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@course/'),
);

await build({
  // main.js serves; admin-create.js creates a console admin from the command line (issue 17).
  entryPoints: {
    main: new URL('./src/main.ts', import.meta.url).pathname,
    'admin-create': new URL('./src/admin-create.ts', import.meta.url).pathname,
  },
  outdir: new URL('./dist', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // CommonJS modules bundled from the workspace packages (js-md5) call require(): give the ESM bundle one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
console.log('server built: apps/server/dist/main.js, apps/server/dist/admin-create.js');
