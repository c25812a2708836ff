import { describe, expect, it } from 'vitest';
import type { Plugin, Rollup } from 'vite';
import { chunkLoading } from './chunk-loading';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const handlerOf = (hook: Plugin['generateBundle'] | Plugin['transform']): Hook =>
  (typeof hook === 'function' ? hook : (hook as { handler: Hook }).handler) as Hook;

/** A chunk of a written bundle, as much of it as the plugins read. */
function chunk(
  fileName: string,
  o: { facade?: string; entry?: boolean; imports?: string[]; dynamic?: string[]; code?: string },
): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: o.facade ?? null,
    isEntry: o.entry ?? false,
    imports: o.imports ?? [],
    dynamicImports: o.dynamic ?? [],
    code: o.code ?? `export{};\n//# sourceMappingURL=${fileName.slice(7)}.map`,
  } as unknown as Rollup.OutputChunk;
}

const LAZY_LINE = 'm=lazy(()=>o(()=>import(`./SearchWithFollow.js`).then(e=>e.t),[]));export{m};';

/**
 * The search page's shape: the entry loads the framework; /search's chunk imports the search
 * (marked after-paint), whose graph is a view over the API's texts and zod, and the skeletons the
 * page's own chunk has loaded already.
 */
function searchBundle(importLine = LAZY_LINE): Rollup.OutputBundle {
  const chunks = [
    chunk('assets/index.js', {
      entry: true,
      imports: ['assets/framework.js'],
      dynamic: ['assets/SearchPage.js'],
    }),
    chunk('assets/framework.js', {}),
    chunk('assets/SearchPage.js', {
      facade: '/site/src/pages/SearchPage.tsx',
      imports: ['assets/index.js', 'assets/skeletons.js'],
      dynamic: ['assets/SearchWithFollow.js'],
      code: `${importLine}\n//# sourceMappingURL=SearchPage.js.map`,
    }),
    chunk('assets/skeletons.js', {}),
    chunk('assets/SearchWithFollow.js', {
      facade: '/site/src/pages/SearchWithFollow.tsx',
      imports: ['assets/index.js', 'assets/view.js', 'assets/skeletons.js'],
    }),
    chunk('assets/view.js', { imports: ['assets/zod.js', 'assets/messages.js'] }),
    chunk('assets/messages.js', { imports: ['assets/zod.js'] }),
    chunk('assets/zod.js', {}),
  ];
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

/** Runs the plugins' hooks in a build's order over `bundle`, the search page's import marked. */
async function build(bundle: Rollup.OutputBundle) {
  const loading = chunkLoading();
  const [markers, facts, staging] = loading.plugins;
  const context = {
    resolve: async (specifier: string) => ({ id: `/site/src/pages/${specifier.slice(2)}.tsx` }),
    error: (message: string) => {
      throw new Error(message);
    },
  };
  await handlerOf(markers!.transform).call(
    context,
    "const SearchWithFollow = lazy(() => import(/* after-paint */ './SearchWithFollow'));",
    '/site/src/pages/SearchPage.tsx',
  );
  handlerOf(facts!.generateBundle).call(context, {}, bundle, false);
  const preloads = {
    marked: loading.resolveDependencies('assets/SearchWithFollow.js', ['assets/view.js'], { hostType: 'js' }),
    other: loading.resolveDependencies(
      'assets/SearchPage.js',
      ['assets/framework.js', 'assets/skeletons.js'],
      {
        hostType: 'js',
      },
    ),
  };
  handlerOf(staging!.generateBundle).call(context, {}, bundle, false);
  return preloads;
}

describe('the member site’s chunk loading (vite-plugins/chunk-loading.ts)', () => {
  it('preloads nothing the entry has loaded, and nothing at all for an after-paint import', async () => {
    const preloads = await build(searchBundle());
    expect(preloads.other).toEqual(['assets/skeletons.js']);
    expect(preloads.marked).toEqual([]);
  });

  it('turns the after-paint import into a loader that asks for its graph, imported chunks first', async () => {
    const bundle = searchBundle();
    await build(bundle);
    const [line, loader, comment] = (bundle['assets/SearchPage.js'] as Rollup.OutputChunk).code.split('\n');
    // The call keeps its length, so the source map's columns after it still hold.
    expect(line).toHaveLength(LAZY_LINE.length);
    expect(line).toMatch(
      /^m=lazy\(\(\)=>o\(\(\)=>__mawaddaAfterPaint0\( +\)\.then\(e=>e\.t\),\[\]\)\);export\{m\};$/,
    );
    // zod before the texts that import it, the texts before the view; neither the entry's chunks
    // nor the skeletons, which /search's own chunk has loaded; the marked chunk last.
    expect(loader).toContain('const u=["./zod.js","./messages.js","./view.js"];');
    expect(loader).toMatch(/^async function __mawaddaAfterPaint0\(\)\{/);
    expect(loader).toContain('await new Promise(r=>setTimeout(r))');
    expect(loader).toMatch(/return import\("\.\/SearchWithFollow\.js"\)\}$/);
    expect(comment).toBe('//# sourceMappingURL=SearchPage.js.map');
  });

  it('fails the build when the marked module has no chunk of its own (imported statically too)', async () => {
    const bundle = searchBundle();
    (bundle['assets/SearchWithFollow.js'] as { facadeModuleId: string | null }).facadeModuleId = null;
    await expect(build(bundle)).rejects.toThrow(/1 after-paint import\(s\) have no chunk of their own/);
  });

  it('fails the build when it cannot find the marked import in the chunk that makes it', async () => {
    const other = 'm=lazy(()=>o(()=>load(`./SearchWithFollow.js`),[]));';
    await expect(build(searchBundle(other))).rejects.toThrow(
      /SearchPage\.js imports assets\/SearchWithFollow\.js/,
    );
  });
});
