import type { WriteStream } from 'node:tty';

const WIDTH = 30;

/**
 * One line per phase, redrawn in place on a terminal (`members [████░░] 40/100 40%`); where the
 * output is a log file, a line at each tenth instead of a stream of carriage returns.
 */
export function progressBar(out: NodeJS.WriteStream | WriteStream = process.stderr) {
  const tty = Boolean(out.isTTY);
  let lastTenth = -1;
  let current = '';
  return {
    update(phase: string, done: number, total: number) {
      if (phase !== current) {
        if (current && tty) out.write('\n');
        current = phase;
        lastTenth = -1;
      }
      const ratio = total > 0 ? Math.min(1, done / total) : 1;
      const filled = Math.round(ratio * WIDTH);
      const line = `${phase.padEnd(8)} [${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}] ${done}/${total} ${Math.round(ratio * 100)}%`;
      if (tty) out.write(`\r${line}`);
      else if (Math.floor(ratio * 10) > lastTenth) {
        lastTenth = Math.floor(ratio * 10);
        out.write(`${line}\n`);
      }
    },
    done() {
      if (tty && current) out.write('\n');
    },
  };
}
