import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  // Public pages
  index('routes/public/home.tsx'),
  route('about-us', 'routes/public/about-us.tsx'),
  route('meet-the-brothers', 'routes/public/meet-the-brothers.tsx'),
  route('rush', 'routes/public/rush.tsx'),
  route('alumni', 'routes/public/alumni.tsx'),

  // Sign-in
  route('login', 'routes/auth/login.tsx'),
  route('auth/google', 'routes/auth/google.ts'),
  route('auth/callback', 'routes/auth/callback.ts'),
  route('logout', 'routes/auth/logout.ts'),
  route('api/log-visit', 'routes/api/log-visit.ts'),
  route('media/*', 'routes/media.ts'),

  // Member area
  route('dashboard', 'routes/member/dashboard.tsx'),
  route('family-tree', 'routes/member/family-tree.tsx'),

  // Officer tools
  route('scribe-editor', 'routes/admin/scribe-editor.tsx'),
  ...prefix('admin', [
    index('routes/admin/overview.tsx'),
    route('user-management', 'routes/admin/user-management.tsx'),
    route('user-management/export', 'routes/admin/user-management-export.ts'),
    route('bro-dates', 'routes/admin/bro-dates.tsx'),
    route('spoon-assassins', 'routes/admin/spoon-assassins.tsx'),
    route('content', 'routes/admin/content.tsx'),
  ]),

  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
