// `npm run admin -- add-webmaster EMAIL [FIRST_NAME [LAST_NAME]]`: build if needed, then run the bundled command.
import { ensureBuild } from './ensure-build.mjs';

await ensureBuild();
await import('../build/admin.js');
