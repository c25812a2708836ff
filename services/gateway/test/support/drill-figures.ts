import fs from 'node:fs';
import path from 'node:path';

interface Figure {
  figure: string;
  ms: number;
  targetMs: number;
}

/**
 * A fault drill's timings against their targets, printed and kept in artifacts/drills/<name>.json.
 * Not assertions: tests assert behaviour, never timings, which vary too much on a shared CI machine.
 * A drill asserts nothing is lost or applied twice and every part comes back.
 */
export class DrillFigures {
  private readonly rows: Figure[] = [];

  constructor(private readonly name: string) {}

  record(figure: string, ms: number, targetMs: number): number {
    const row = { figure, ms: Math.round(ms), targetMs };
    this.rows.push(row);
    console.log(`[drill] ${figure}: ${row.ms} ms (target ${targetMs} ms, ${verdict(row)})`);
    return row.ms;
  }

  /** Prints the table and writes the artifact; called once, after the drill. */
  report(): void {
    if (this.rows.length === 0) return;
    const width = Math.max(...this.rows.map((r) => r.figure.length));
    const lines = this.rows.map(
      (r) => `  ${r.figure.padEnd(width)}  ${String(r.ms).padStart(7)} ms  ≤ ${r.targetMs} ms  ${verdict(r)}`,
    );
    console.log(`[drill] ${this.name}: figures against the drill targets\n${lines.join('\n')}`);
    const dir = path.resolve(import.meta.dirname, '../../../../artifacts/drills');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(
      path.join(dir, `${this.name}.json`),
      `${JSON.stringify({ drill: this.name, at: new Date().toISOString(), figures: this.rows }, null, 2)}\n`,
    );
  }
}

const verdict = (r: Figure) => (r.ms <= r.targetMs ? 'met' : 'MISSED');
