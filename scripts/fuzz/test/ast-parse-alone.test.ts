import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// A CI run's admin fuzzing crashed twice in a row with CPython 3.11's "AST constructor recursion
// depth mismatch": schemathesis's two worker threads parsed source files at the same time. The
// launcher makes `ast.parse` one thread at a time; here a slow stand-in parse counts how many
// threads are inside it at once.
const script = `
import ast, sys, threading, time
sys.path.insert(0, sys.argv[1])
inside = most = 0
count = threading.Lock()
def slow_parse(source, *args, **kwargs):
    global inside, most
    with count:
        inside += 1
        most = max(most, inside)
    time.sleep(0.05)
    with count:
        inside -= 1
ast.parse = slow_parse
if sys.argv[2] == 'installed':
    import ast_parse_alone
    ast_parse_alone.install()
threads = [threading.Thread(target=ast.parse, args=('x = 1',)) for _ in range(4)]
for t in threads: t.start()
for t in threads: t.join()
print(most)
`;

const mostAtOnce = (mode: 'installed' | 'plain') =>
  Number(
    execFileSync('python3', ['-B', '-c', script, path.resolve(import.meta.dirname, '..'), mode], {
      encoding: 'utf8',
    }).trim(),
  );

describe('schemathesis under its launcher', () => {
  it('parses Python source one thread at a time', () => {
    expect(mostAtOnce('installed')).toBe(1);
  });

  it('is needed: without it the threads parse at once', () => {
    expect(mostAtOnce('plain')).toBeGreaterThan(1);
  });
});
