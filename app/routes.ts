import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes';

// Every URL of the site, each pointing into the feature folder that owns it (see docs/features.md).
export default [
  // Public pages
  index('features/public-pages/home.tsx'),
  route('about-us', 'features/public-pages/about-us.tsx'),
  route('meet-the-brothers', 'features/directory/meet-the-brothers.tsx'),
  route('rush', 'features/rush/rush.tsx'),
  route('alumni', 'features/directory/alumni.tsx'),

  // Sign-in
  route('login', 'features/sign-in/login.tsx'),
  route('auth/google', 'features/sign-in/google.ts'),
  route('auth/callback', 'features/sign-in/callback.ts'),
  route('logout', 'features/sign-in/logout.ts'),
  route('api/log-visit', 'features/admin-overview/log-visit.ts'),
  route('media/*', 'shared/media/media-route.ts'),

  // Member area
  route('dashboard', 'features/dashboard/dashboard.tsx'),
  route('family-tree', 'features/family-tree/family-tree.tsx'),
  route('attendance', 'features/events/attendance-page.tsx'),
  route('check-in', 'features/events/check-in-page.tsx'),
  route('handbooks', 'features/handbooks/handbooks-page.tsx'),
  route('handbooks/:position', 'features/handbooks/handbook-page.tsx'),
  route('elections', 'features/elections/elections-page.tsx'),

  // Officer tools
  route('scribe-editor', 'features/scribe-editor/scribe-editor.tsx'),
  ...prefix('admin', [
    index('features/admin-overview/admin-overview.tsx'),
    route('user-management', 'features/user-management/user-management.tsx'),
    route('user-management/export', 'features/user-management/user-management-export.ts'),
    route('bro-dates', 'features/bro-dates/bro-dates.tsx'),
    route('spoon-assassins', 'features/spoon-assassins/spoon-assassins.tsx'),
    route('content', 'features/site-content/site-content-page.tsx'),
    route('events', 'features/events/events-page.tsx'),
    route('events/:eventId', 'features/events/event-page.tsx'),
    route('attendance', 'features/events/attendance-admin.tsx'),
    route('attendance/export', 'features/events/attendance-export.ts'),
    route('events/:eventId/check-in', 'features/events/check-in-screen.tsx'),
    route('elections', 'features/elections/elections-admin.tsx'),
    route('elections/:electionId', 'features/elections/election-admin.tsx'),
  ]),

  route('*', 'shared/layout/not-found.tsx'),
] satisfies RouteConfig;
