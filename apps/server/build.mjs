// Bundles the server and the workspace packages it imports (TypeScript sources) into
// dist/server.js; third-party packages stay external and load from node_modules.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
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
