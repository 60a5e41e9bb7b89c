import { describe, expect, it } from 'vitest'
import { loadScreensCode, type ManifestRoute, routeModulesOf } from './prefetch-app-screens'

// The shape of React Router's build manifest: routes keyed by id, children naming their parent.
const routes: Record<string, ManifestRoute> = {
  root: { id: 'root', path: '', module: '/assets/root.js' },
  'routes/landing': { id: 'routes/landing', parentId: 'root', index: true, module: '/assets/landing.js' },
  'routes/pricing': { id: 'routes/pricing', parentId: 'root', path: 'pricing', module: '/assets/pricing.js' },
  'routes/app/layout': {
    id: 'routes/app/layout',
    parentId: 'root',
    path: 'app',
    module: '/assets/layout.js',
  },
  'routes/app/dashboard': {
    id: 'routes/app/dashboard',
    parentId: 'routes/app/layout',
    path: 'dashboard',
    module: '/assets/dashboard.js',
  },
}

describe('routeModulesOf', () => {
  it('answers the modules of every route a page matches, outermost first', () => {
    expect(routeModulesOf('/app/dashboard', routes)).toEqual([
      '/assets/root.js',
      '/assets/layout.js',
      '/assets/dashboard.js',
    ])
    expect(routeModulesOf('/', routes)).toEqual(['/assets/root.js', '/assets/landing.js'])
  })

  it('answers nothing for a page no route matches', () => {
    expect(routeModulesOf('/nowhere', routes)).toEqual([])
  })
})

describe('loadScreensCode', () => {
  it('answers the pages whose modules all arrived, and catches the failures', async () => {
    const requested: string[] = []
    const load = async (url: string) => {
      requested.push(url)
      if (url === '/assets/pricing.js') throw new TypeError('Failed to fetch dynamically imported module')
      return {}
    }
    await expect(
      loadScreensCode(['/app/dashboard', '/pricing', '/', '/nowhere'], routes, load),
    ).resolves.toEqual(['/app/dashboard', '/'])
    expect(new Set(requested)).toEqual(
      new Set([
        '/assets/root.js',
        '/assets/layout.js',
        '/assets/dashboard.js',
        '/assets/pricing.js',
        '/assets/landing.js',
      ]),
    )
  })
})
