import path from 'node:path';
import type { ConfigEnv, Plugin, Rollup, UserConfig } from 'vite';

type OutputBundle = Rollup.OutputBundle;

/** The mark on a dynamic import that runs only after the page has painted (see below). */
const AFTER_PAINT = /import\(\s*\/\*\s*after-paint\s*\*\/\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * Lazy chunks: (1) no preload of what the entry already loaded (a rendered page has no preload
 * links, so Vite's helper would append them again per import); (2) `import(/* after-paint *\/ ...)`
 * asks for its graph `REQUESTS_PER_TASK` chunks per task, so neither becomes one long task.
 */
export function chunkLoading() {
  const afterPaintModules = new Set<string>();
  const loadedWithEntry = new Set<string>();
  const afterPaintChunks = new Set<string>();

  const markers: Plugin = {
    name: 'mawadda-after-paint-marks',
    apply: clientBuild,
    enforce: 'pre',
    async transform(code, id) {
      if (!code.includes('after-paint')) return null;
      for (const [, , specifier] of code.matchAll(AFTER_PAINT)) {
        const resolved = await this.resolve(specifier!, id);
        if (resolved) afterPaintModules.add(resolved.id);
      }
      return null;
    },
  };

  const bundleFacts: Plugin = {
    name: 'mawadda-chunk-facts',
    apply: clientBuild,
    // Before Vite lists each dynamic import's preloads (its generateBundle runs after a `pre` one).
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        loadedWithEntry.clear();
        afterPaintChunks.clear();
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          if (chunk.isEntry) staticGraph(bundle, chunk.fileName).forEach((f) => loadedWithEntry.add(f));
          if (chunk.facadeModuleId && afterPaintModules.has(chunk.facadeModuleId))
            afterPaintChunks.add(chunk.fileName);
        }
        // A marked module imported statically somewhere too has no chunk of its own to load apart.
        if (afterPaintChunks.size < afterPaintModules.size)
          this.error(
            `${afterPaintModules.size - afterPaintChunks.size} after-paint import(s) have no chunk of their own`,
          );
      },
    },
  };

  const staging: Plugin = {
    name: 'mawadda-after-paint-loading',
    apply: clientBuild,
    // After Vite has written each dynamic import's preloads (none for these: resolveDependencies).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        let n = 0;
        for (const target of afterPaintChunks) {
          // The chunks of its graph the entry has not loaded, each after those it imports.
          const graph: string[] = [];
          const seen = new Set<string>([target]);
          const visit = (fileName: string) => {
            const chunk = bundle[fileName];
            if (chunk?.type !== 'chunk') return;
            for (const dep of chunk.imports) {
              if (seen.has(dep) || loadedWithEntry.has(dep)) continue;
              seen.add(dep);
              visit(dep);
              graph.push(dep);
            }
          };
          visit(target);
          for (const importer of Object.values(bundle)) {
            if (importer.type !== 'chunk' || !importer.dynamicImports.includes(target)) continue;
            const loader = `__mawaddaAfterPaint${n++}`;
            const dir = path.posix.dirname(importer.fileName);
            const url = (fileName: string) => `./${path.posix.relative(dir, fileName)}`;
            const call = new RegExp(`import\\(\\s*([\`'"])${escape(url(target))}\\1\\s*\\)`, 'g');
            // The same length, so that the source map's columns after it on that line still hold.
            const code = importer.code.replace(
              call,
              (found) => `${loader}(${' '.repeat(found.length - loader.length - 2)})`,
            );
            // Without its loader the import would still work, with nothing asked for ahead: say so.
            if (code === importer.code)
              this.error(
                `${importer.fileName} imports ${target} in a form the after-paint loader does not recognise`,
              );
            const loaded = staticGraph(bundle, importer.fileName);
            const urls = JSON.stringify(graph.filter((dep) => !loaded.has(dep)).map(url));
            const body =
              `async function ${loader}(){const u=${urls};` +
              `for(let i=0;i<u.length;i+=${REQUESTS_PER_TASK}){` +
              `u.slice(i,i+${REQUESTS_PER_TASK}).forEach(x=>import(x).catch(()=>{}));` +
              `await new Promise(r=>setTimeout(r))}` +
              `return import(${JSON.stringify(url(target))})}`;
            importer.code = beforeSourceMapComment(code, body);
          }
        }
      },
    },
  };

  return {
    plugins: [markers, bundleFacts, staging],
    /** `build.modulePreload.resolveDependencies`: what a dynamic import preloads (rules above). */
    resolveDependencies(file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) {
      if (hostType !== 'js') return deps;
      if (afterPaintChunks.has(file)) return [];
      return deps.filter((dep) => !loadedWithEntry.has(dep));
    },
  };
}

/** How many of an after-paint graph's chunks are asked for in one task (rule 2). */
const REQUESTS_PER_TASK = 4;

/** The member site's build for browsers (not its server entry's, `vite build --ssr`). */
const clientBuild = (_config: UserConfig, env: ConfigEnv) => env.command === 'build' && !env.isSsrBuild;

/** `fileName` and every chunk it imports statically, however deep: loaded once it has run. */
function staticGraph(bundle: OutputBundle, fileName: string): Set<string> {
  const graph = new Set<string>();
  const visit = (name: string) => {
    const chunk = bundle[name];
    if (chunk?.type !== 'chunk' || graph.has(name)) return;
    graph.add(name);
    chunk.imports.forEach(visit);
  };
  visit(fileName);
  return graph;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `code` with `statement` added at its end, before the source map's comment: the lines the map describes stay where they are. */
function beforeSourceMapComment(code: string, statement: string): string {
  const comment = code.lastIndexOf('\n//# sourceMappingURL=');
  return comment < 0
    ? `${code}\n${statement}\n`
    : `${code.slice(0, comment)}\n${statement}${code.slice(comment)}`;
}
