// `npm run backup [FILE]` and `npm run restore FILE [--force]`: build if needed, then run the bundled command.
import { ensureBuild } from './ensure-build.mjs';

await ensureBuild();
await import('../build/backup.js');
