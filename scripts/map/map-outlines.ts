import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Plugin } from 'vite';
import { projectStates } from '../../app/features/public-pages/map-projection';

const VIRTUAL_ID = 'virtual:chapter-map-outlines';

/**
 * A Vite plugin that projects the western states from the bundled us-atlas topology once, at build time, into a
 * small JSON file of SVG paths (an asset with a hashed name), and exposes its address as `virtual:chapter-map-outlines`.
 */
export function mapOutlines(): Plugin {
  let outlines: { fileName: string; source: string } | undefined;
  const load = () => {
    const file = createRequire(import.meta.url).resolve('us-atlas/states-10m.json');
    const topology = JSON.parse(fs.readFileSync(file, 'utf8')) as Topology<{ states: GeometryCollection }>;
    const source = JSON.stringify(projectStates(topology));
    const hash = crypto.createHash('sha256').update(source).digest('hex').slice(0, 10);
    return { fileName: `assets/map/western-states-${hash}.json`, source };
  };
  return {
    name: 'chapter-map-outlines',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return undefined;
      outlines ??= load();
      return `export default ${JSON.stringify(`/${outlines.fileName}`)};`;
    },
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      outlines ??= load();
      this.emitFile({ type: 'asset', fileName: outlines.fileName, source: outlines.source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        outlines ??= load();
        if (req.url !== `/${outlines.fileName}`) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(outlines.source);
      });
    },
  };
}
