import { index, prefix, route, type RouteConfig } from '@react-router/dev/routes';

// Every URL of the site, each pointing into the feature folder that owns it (see docs/features.md).
export default [
  // Public pages
  index('features/public-pages/home.route.tsx'),
  route('about-us', 'features/public-pages/about-us.route.tsx'),
  route('meet-the-brothers', 'features/directory/meet-the-brothers.route.tsx'),
  route('rush', 'features/rush/rush.route.tsx'),
  route('alumni', 'features/directory/alumni.route.tsx'),

  // Sign-in
  route('login', 'features/sign-in/login.route.tsx'),
  route('auth/google', 'features/sign-in/google.route.ts'),
  route('auth/callback', 'features/sign-in/callback.route.ts'),
  route('logout', 'features/sign-in/logout.route.ts'),
  route('api/log-visit', 'features/admin-overview/log-visit.route.ts'),
  route('media/*', 'shared/media/media.route.ts'),

  // Member area
  route('dashboard', 'features/dashboard/dashboard.route.tsx'),
  route('family-tree', 'features/family-tree/family-tree.route.tsx'),
  route('attendance', 'features/events/attendance/attendance.route.tsx'),
  route('check-in', 'features/events/check-in/check-in.route.tsx'),
  route('handbooks', 'features/handbooks/handbooks.route.tsx'),
  route('handbooks/:position', 'features/handbooks/handbook-detail.route.tsx'),
  route('elections', 'features/elections/elections.route.tsx'),
  route('announcements', 'features/announcements/announcements.route.tsx'),
  route('notifications', 'features/notifications/notifications.route.tsx'),
  route('notifications/settings', 'features/notifications/notification-settings.route.tsx'),
  route('notifications/push', 'features/notifications/push-device.route.ts'),
  route('notifications/:id', 'features/notifications/notification-open.route.ts'),
  route('calendar-feed', 'features/calendar-feed/calendar-feed.route.tsx'),

  // A member's private calendar feed, fetched by calendar apps without a session
  route('calendar/:file', 'features/calendar-feed/calendar-feed-file.route.ts'),

  // Email: the signed unsubscribe link (works signed out), and the demo's local outbox for officers
  route('unsubscribe', 'features/notifications/unsubscribe.route.tsx'),
  route('dev-mail', 'features/notifications/dev-mail.route.tsx'),
  route('dev-mail/:id', 'features/notifications/dev-mail-message.route.ts'),

  // Officer tools
  route('scribe-editor', 'features/scribe-editor/scribe-editor.route.tsx'),
  ...prefix('admin', [
    index('features/admin-overview/admin-overview.route.tsx'),
    route('user-management', 'features/user-management/user-management.route.tsx'),
    route('user-management/export', 'features/user-management/user-management-export.route.ts'),
    route('bro-dates', 'features/bro-dates/bro-dates.route.tsx'),
    route('spoon-assassins', 'features/spoon-assassins/spoon-assassins.route.tsx'),
    route('content', 'features/site-content/site-content.route.tsx'),
    route('events', 'features/events/event/admin-events.route.tsx'),
    route('events/:eventId', 'features/events/event/admin-event-detail.route.tsx'),
    route('attendance', 'features/events/attendance/admin-attendance.route.tsx'),
    route('attendance/export', 'features/events/attendance/attendance-export.route.ts'),
    route('events/:eventId/check-in', 'features/events/check-in/check-in-screen.route.tsx'),
    route('elections', 'features/elections/admin-elections.route.tsx'),
    route('elections/:electionId', 'features/elections/admin-election-detail.route.tsx'),
    route('announcements', 'features/announcements/admin-announcements.route.tsx'),
  ]),

  route('*', 'shared/layout/not-found.route.tsx'),
] satisfies RouteConfig;
