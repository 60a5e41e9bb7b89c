// Bundles the server and the workspace packages it imports (TypeScript sources) into
// dist/server.js, and the engine's worker (each thread of its inference pool loads it) into
// dist/engine-worker.js beside it; third-party packages stay external and load from node_modules.
import { build } from 'esbuild'

await build({
  entryPoints: {
    server: 'src/server.ts',
    'engine-worker': '../../packages/engine/src/models/engine-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'externalize-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tipsy/') ? undefined : { path: args.path, external: true },
        )
      },
    },
  ],
})
