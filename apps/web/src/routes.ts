import { index, type RouteConfig, route } from '@react-router/dev/routes'

export default [
  index('routes/landing.tsx'),
  route('login', 'routes/login.tsx'),
  route('app', 'routes/app/layout.tsx', [
    index('routes/app/home.tsx'),
    route('*', 'routes/not-found.tsx', { id: 'app-not-found' }),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
