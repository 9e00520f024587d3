/** One test file's run: its path from the repository root, its project, when it started and ended (ms since the epoch). */
export interface FileTiming {
  file: string;
  project: string;
  startMs: number;
  endMs: number;
  tests: number;
}

export interface TestRunTimings {
  startMs: number;
  endMs: number;
  files: FileTiming[];
}

export const TIMINGS_FILE: string;
export const SLOWEST_FILES: number;
export function formatTimings(run: TestRunTimings, slowest?: number): string;
export function readTimings(path?: string): TestRunTimings;
