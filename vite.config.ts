import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { precompress } from './scripts/assets/precompress.js';
import { mapOutlines } from './scripts/map/map-outlines.js';
import { responsivePhotos } from './scripts/photos/responsive-photos.js';

/**
 * Small modules shared by several routes (config, pure rules, two helpers of the shell and the public pages' common
 * components) go into one chunk instead of a dozen tiny ones: on a phone each extra request costs a round trip
 * before the first paint. Only modules without heavy imports are listed, so no member or officer library can be
 * pulled into the public pages this way (`npm run bench` checks their JavaScript budget). The member schema stays out:
 * it brings zod, which only the member and officer pages load.
 */
const SHARED_SMALL = [
  String.raw`config/`,
  String.raw`shared/(text|time|random)/[\w-]+\.ts$`,
  String.raw`shared/(session/permissions|limits/try-again|pictures/pictures|pictures/profile-picture|photos/photo)\.`,
  String.raw`shared/(photos/responsive-photo|layout/meta|layout/page-hero|layout/load-failure|runtime/nonce)\.`,
  // The check-in prompt: the dashboard's, and the home page's for a signed-in member (a few hundred bytes).
  String.raw`shared/layout/(check-in-prompt|prompt-band)\.`,
  String.raw`features/directory/(member-card|directory-section)\.`,
  // The public features' plain .ts files are their rules and texts; the map's zoom is loaded only as the map nears
  // the screen.
  String.raw`features/(public-pages|directory|rush|site-content)/(?!chapter-map-zoom)[\w-]+\.ts$`,
];
/**
 * The small pieces every page loads with React: the JSX runtime, React DOM's shared part (its client is in the
 * entry) and the helper that preloads a lazily loaded module. Each would be a request of its own, and each answer
 * carries about a kilobyte of headers. (The bundler keeps its own small runtime apart whatever the groups say.)
 */
const LIBRARY_SHARED = String.raw`jsx-runtime|react-dom[\\/](index|cjs[\\/]react-dom\.production)\.js|vite[\\/]preload-helper`;
/**
 * The member and officer features' rules and texts have a chunk of their own: a group takes in what its modules
 * import, and some of these validate with zod, which would otherwise reach every public page.
 */
const MEMBER_SHARED = String.raw`features/[\w-]+/[\w-]+\.ts$`;
const inApp = (patterns: string[]) => patterns.join('|').replaceAll('/', String.raw`[\\/]`);

const codeSplitting = {
  groups: [
    {
      name: 'shared',
      test: new RegExp(String.raw`[\\/]app[\\/](${inApp(SHARED_SMALL)})|${LIBRARY_SHARED}`),
      minShareCount: 2,
      priority: 2,
    },
    {
      name: 'member-shared',
      test: new RegExp(String.raw`[\\/]app[\\/](${inApp([MEMBER_SHARED])})`),
      minShareCount: 2,
      priority: 1,
    },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), responsivePhotos(), mapOutlines(), precompress()],
  // Lightning CSS, which Vite itself depends on, compiles the stylesheets so that the phone breakpoint can be
  // written once, as the `--mobile` custom media in app/shared/styles/breakpoints.css.
  css: { transformer: 'lightningcss', lightningcss: { drafts: { customMedia: true } } },
  // The Express sub-app is the server build's entry so it shares module instances (database, sessions) with routes.
  build: isSsrBuild
    ? { rollupOptions: { input: './server/app.ts' } }
    : { rolldownOptions: { output: { codeSplitting } } },
  server: { port: 3000 },
}));
