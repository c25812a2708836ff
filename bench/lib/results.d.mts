export interface BenchSection {
  /** One of SECTIONS: names the markers of the section this bench owns in bench/RESULTS.md. */
  id: string;
  title: string;
  /** How to run it, e.g. `node --import tsx bench/search.ts`. */
  script: string;
  /** One sentence: what was measured, on what. */
  setup?: string;
  figures: Array<[label: string, value: string]>;
  /** Each figure against the baseline measured in the same run (at least one). */
  ratios: Array<[label: string, value: string]>;
  notes?: string[];
}
export declare const SECTIONS: readonly string[];
export declare function currentCommit(): string;
export declare function renderSection(
  section: BenchSection,
  run: { date: string; commit: string; node: string; cpus: number; load: string },
): string;
export declare function replaceSection(text: string, id: string, body: string): string;
export declare function recordResults(section: BenchSection): void;
