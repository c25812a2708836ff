// Preloaded into the process the startup bench measures (`--import`): on SIGUSR2 it writes one
// line with process.memoryUsage() and V8's heap spaces to stderr, so the bench can say what the
// resident memory is made of without a debugger. Not used outside the bench.
import v8 from 'node:v8';
import fs from 'node:fs';

process.on('SIGUSR2', () => {
  const usage = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name, s.space_used_size]),
  );
  let smaps = {};
  try {
    // Linux: the kernel's own split of the resident set (anonymous, file-backed: code and libraries).
    smaps = Object.fromEntries(
      fs
        .readFileSync('/proc/self/smaps_rollup', 'utf8')
        .split('\n')
        .map((l) => /^(Rss|Anonymous|Pss_File|Pss_Anon|Shared_Clean|Private_Dirty):\s+(\d+) kB/.exec(l))
        .filter(Boolean)
        .map((m) => [m[1], Number(m[2]) * 1024]),
    );
  } catch {
    // not Linux: the report goes without the kernel's split
  }
  process.stderr.write(`MEMORY_PROBE ${JSON.stringify({ usage, spaces, smaps })}\n`);
});
