// A vitest reporter that records how long each test file took, per project, in
// test-results/test-times.json (scripts/test.mjs adds it to every run; scripts/test-times.mjs reads it).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const timesFile = path.join(root, 'test-results/test-times.json');

export default class TestTimesReporter {
  files = [];
  startedAt = Date.now();

  onTestModuleEnd(module) {
    const d = module.diagnostic();
    // import, environment, setup files and the tests themselves: the file's time in its worker
    const ms = d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    const tests = [...module.children.allTests()];
    this.files.push({
      project: module.project.name,
      file: path.relative(root, module.moduleId),
      ms: Math.round(ms),
      end: Date.now(),
      tests: tests.length,
      failed: tests.filter((t) => t.result().state === 'failed').length,
    });
  }

  onTestRunEnd() {
    mkdirSync(path.dirname(timesFile), { recursive: true });
    const run = { startedAt: this.startedAt, endedAt: Date.now(), files: this.files };
    writeFileSync(timesFile, `${JSON.stringify(run, null, 1)}\n`);
  }
}
