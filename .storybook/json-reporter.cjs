// Writes jest's aggregated results (the same shape as `jest --json`) to the file named by TL_STORYBOOK_REPORT,
// so `npm test` can count the catalogue's tests. The test-runner's own `--outputFile` is a flag, not a path.
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');

class JsonFileReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.TL_STORYBOOK_REPORT;
    if (!file) return;
    mkdirSync(dirname(file), { recursive: true });
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numTotalTests } = results;
    // jest's own `success` is not final when reporters run (it is false until jest settles it afterwards), so it is
    // derived from what failed: tests, suites that could not run, or suites that failed outside a test.
    const success =
      numFailedTests === 0 && (results.numRuntimeErrorTestSuites ?? 0) === 0 && (results.numFailedTestSuites ?? 0) === 0;
    const failed = results.testResults.flatMap((suite) =>
      suite.testResults.filter((t) => t.status === 'failed').map((t) => t.fullName),
    );
    // The failed tests in jest's `testResults` shape too, so `npm test` names them with their first message line.
    const testResults = results.testResults
      .map((suite) => ({
        name: suite.testFilePath,
        status: suite.numFailingTests > 0 || suite.testExecError ? 'failed' : 'passed',
        message: suite.testExecError?.message ?? '',
        assertionResults: suite.testResults
          .filter((t) => t.status === 'failed')
          .map((t) => ({ status: t.status, fullName: t.fullName, title: t.title, failureMessages: t.failureMessages })),
      }))
      .filter((suite) => suite.status === 'failed');
    writeFileSync(
      file,
      JSON.stringify({ numPassedTests, numFailedTests, numPendingTests, numTodoTests, numTotalTests, success, failed, testResults }, null, 2),
    );
  }
}
module.exports = JsonFileReporter;
