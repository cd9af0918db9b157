// Builds apps/api/dist (server.ts bundled with packages/shared by esbuild, every npm package left
// external) when it is missing or older than its sources, so `npm start` runs JavaScript instead of
// transpiling TypeScript on every start. `npm run dev` and the tests keep running the sources (tsx).
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { newest } from './web-build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const distDir = path.join(root, 'apps/api/dist');
export const apiEntry = path.join(distDir, 'server.js');
const sources = ['apps/api/src', 'apps/api/package.json', 'packages/shared/src', 'package-lock.json'];

export function apiIsStale() {
  if (!existsSync(apiEntry)) return true;
  const built = statSync(apiEntry).mtimeMs;
  return sources.some((s) => newest(path.join(root, s)) > built);
}

/**
 * Code that resolves files next to its own source (the migrations folder, the repository root)
 * keeps doing so from the bundle: import.meta.dirname / import.meta.url of each source file become
 * that file's folder, found relative to the bundle at run time (so the checkout may move).
 */
const sourceLocation = (outdir) => ({
  name: 'source-location',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      const rel = JSON.stringify(path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/'));
      const file = JSON.stringify(path.basename(args.path));
      const dir = `__ankurSourceDir(${rel})`;
      return {
        loader: 'ts',
        contents: text
          .replaceAll('import.meta.dirname', dir)
          .replaceAll('import.meta.url', `__ankurSourceUrl(${dir}, ${file})`),
      };
    });
  },
});

/** Everything imported by name is external, except the workspace's TypeScript package. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@ankur/') ? undefined : { path: args.path, external: true },
    );
  },
};

const banner = [
  "import { fileURLToPath as __ankurToPath, pathToFileURL as __ankurToUrl } from 'node:url';",
  "import { dirname as __ankurDirname, join as __ankurJoin, resolve as __ankurResolve } from 'node:path';",
  'const __ankurSourceDir = (rel) => __ankurResolve(__ankurDirname(__ankurToPath(import.meta.url)), rel);',
  'const __ankurSourceUrl = (dir, file) => __ankurToUrl(__ankurJoin(dir, file)).href;',
].join('\n');

/** `outdir` (tests): another folder inside the repository, so the packages resolve from it. */
export async function buildApi({ force = false, outdir = distDir } = {}) {
  if (!force && outdir === distDir && !apiIsStale()) return;
  console.log('ankur: building the API…');
  const t0 = Date.now();
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  try {
    await build({
      entryPoints: { server: path.join(root, 'apps/api/src/server.ts') },
      outdir,
      bundle: true,
      // server.ts loads the heavy modules only once the settings are known to be good
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: true,
      logLevel: 'warning',
      banner: { js: banner },
      plugins: [externalPackages, sourceLocation(outdir)],
    });
  } catch {
    throw new Error('ankur: the API failed to build (see above)');
  }
  console.log(`ankur: API built in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

// `node scripts/api-build.mjs` (npm run build) builds even when the output looks fresh
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildApi({ force: true });
}
