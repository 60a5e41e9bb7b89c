import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { devNull } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

export interface WheelSpec {
  /** Distribution name as pip is asked for it, e.g. `tiny-model`. */
  name: string
  version: string
  /** Members and their bytes, e.g. `{ 'tiny_model/tiny.bin': bytes }`. */
  members: Record<string, Buffer>
}

/**
 * Builds a minimal valid wheel (a zip with METADATA, WHEEL and RECORD) in `dir` with Python's
 * zipfile, the same Python pip runs on. Returns its path.
 */
export async function buildWheel(dir: string, spec: WheelSpec): Promise<string> {
  const project = spec.name.replace(/[-_.]+/g, '_')
  const distInfo = `${project}-${spec.version}.dist-info`
  const members: Record<string, string> = {}
  for (const [member, bytes] of Object.entries(spec.members)) {
    const source = join(dir, `member-${Object.keys(members).length}`)
    await writeFile(source, bytes)
    members[member] = source
  }
  const wheelPath = join(dir, `${project}-${spec.version}-py3-none-any.whl`)
  const script = [
    'import json, sys, zipfile',
    'wheel_path, dist_info, name, version, members = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], json.loads(sys.argv[5])',
    'with zipfile.ZipFile(wheel_path, "w", zipfile.ZIP_DEFLATED) as wheel:',
    '    for member, source in members.items(): wheel.write(source, member)',
    '    wheel.writestr(f"{dist_info}/METADATA", f"Metadata-Version: 2.1\\nName: {name}\\nVersion: {version}\\n")',
    '    wheel.writestr(f"{dist_info}/WHEEL", "Wheel-Version: 1.0\\nGenerator: test\\nRoot-Is-Purelib: true\\nTag: py3-none-any\\n")',
    '    wheel.writestr(f"{dist_info}/RECORD", "")',
  ].join('\n')
  await promisify(execFile)('python3', [
    '-c',
    script,
    wheelPath,
    distInfo,
    spec.name,
    spec.version,
    JSON.stringify(members),
  ])
  return wheelPath
}

/**
 * A PEP 503 "simple" index on 127.0.0.1 serving the given wheels, so `pip download --index-url`
 * runs for real without the network.
 */
export async function startFakePypiIndex(wheels: { name: string; path: string }[]) {
  const served = await Promise.all(
    wheels.map(async ({ name, path }) => {
      const bytes = await readFile(path)
      const fileName = path.split('/').at(-1) ?? ''
      return {
        project: normalise(name),
        fileName,
        bytes,
        sha256: createHash('sha256').update(bytes).digest('hex'),
      }
    }),
  )
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const project = /^\/simple\/([^/]+)\/?$/.exec(path)?.[1]
    if (project) {
      const links = served
        .filter((wheel) => wheel.project === normalise(project))
        .map((wheel) => `<a href="/files/${wheel.fileName}#sha256=${wheel.sha256}">${wheel.fileName}</a>`)
      if (links.length === 0) {
        response.writeHead(404).end()
        return
      }
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(`<!DOCTYPE html><html><body>${links.join('\n')}</body></html>`)
      return
    }
    const wheel = served.find((candidate) => path === `/files/${candidate.fileName}`)
    if (!wheel) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(wheel.bytes)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const indexUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/simple/`
  return {
    indexUrl,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * pip's environment for tests: no configuration file, no find-links, no extra index, so only
 * the index a test names is consulted, whatever this machine's pip setup.
 */
export function isolatedPipEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { PIP_INDEX_URL, PIP_EXTRA_INDEX_URL, PIP_NO_INDEX, ...rest } = env
  return { ...rest, PIP_CONFIG_FILE: devNull, PIP_FIND_LINKS: '' }
}

function normalise(name: string): string {
  return name.toLowerCase().replace(/[-_.]+/g, '-')
}
