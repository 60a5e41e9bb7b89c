// Bundles the server and the workspace packages it imports (TypeScript sources) into
// dist/server.js, and the engine's worker (each thread of its inference pool loads it) into
// dist/engine-worker.js beside it; third-party packages stay external and load from node_modules.
import { cpSync, existsSync } from 'node:fs'
import { build } from 'esbuild'

await build({
  entryPoints: {
    server: 'src/server.ts',
    'engine-worker': '../../packages/engine/src/models/engine-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
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

// The writer's LoRA adapter is a file the engine hands llama.cpp by path, resolved beside the
// bundle (`./adapter/…` from dist/server.js and dist/engine-worker.js): it is copied there, or
// ENGINE=llama-cpp could not load its model at all.
cpSync('../../packages/engine/src/models/writer/adapter', 'dist/adapter', { recursive: true })
if (!existsSync('dist/adapter/tipsy-writer-lora.gguf'))
  throw new Error('the writer adapter was not copied into dist')
