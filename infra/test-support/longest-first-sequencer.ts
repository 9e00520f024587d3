import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The projects whose files take longest, first: `npm test` runs every project in one pool of workers, and a
 * long file that starts last keeps the run going after the others have finished. On a clean clone vitest has
 * no durations yet and orders a project's files by size; within a project that order (or, later, the last
 * run's durations) stays.
 */
export const PROJECTS_LONGEST_FIRST = ['browser', 'processes', 'integration', 'isolated', 'unit'];

const rank = (specification: TestSpecification) => {
  const place = PROJECTS_LONGEST_FIRST.indexOf(specification.project.name);
  return place === -1 ? PROJECTS_LONGEST_FIRST.length : place;
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: each project keeps the base sequencer's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
