#!/usr/bin/env node
// `npm test`: runs every suite and fails when one fails *or did not run at all*.
//
// Suites: shared, api-pglite, api-postgres (only when TEST_DATABASE_URL is set; required in CI),
// web (unit tests in jsdom), e2e (Playwright in Debian's chromium against the built portal).
// `npm test -- web api-pglite` runs only the named suites.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = new URL('..', import.meta.url).pathname;
const reportDir = join(root, '.tmp', 'test-reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const isCi = process.env.CI === 'true' || process.env.CI === '1';
const hasPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (isCi && !hasPostgres) {
  console.error('CI must run the API suite on PostgreSQL too: set TEST_DATABASE_URL.');
  process.exit(1);
}

const allSuites = ['shared', 'api-pglite', ...(hasPostgres ? ['api-postgres'] : []), 'web', 'e2e'];
const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !allSuites.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Known: ${allSuites.join(', ')}.`);
  process.exit(1);
}
const suites = requested.length > 0 ? requested : allSuites;
if (!hasPostgres && requested.length === 0) {
  console.info('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
}

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function runVitestSuite(name) {
  const outputFile = join(reportDir, `${name}.json`);
  const exitCode = run('npx', [
    'vitest',
    'run',
    '--project',
    name,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${outputFile}`,
  ]);
  const report = readJson(outputFile);
  const failures = (report?.testResults ?? []).flatMap((file) => {
    const relative = file.name.replace(root, '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length === 0 && file.status === 'failed') return [`${relative}: ${file.message}`];
    return tests.map(
      (test) => `${relative} > ${test.fullName}${errorSummary(test.failureMessages?.[0])}`,
    );
  });
  return {
    name,
    exitCode,
    failures,
    passed: report?.numPassedTests ?? 0,
    failed: report ? report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) : 0,
    skipped: report ? report.numPendingTests + report.numTodoTests : 0,
    reported: Boolean(report),
  };
}

function runE2eSuite() {
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) {
    console.error(
      'The browser tests need Debian chromium at /usr/bin/chromium: apt-get install -y chromium',
    );
    return { name: 'e2e', exitCode: 1, passed: 0, failed: 0, skipped: 0, reported: false };
  }
  const outputFile = join(reportDir, 'e2e.json');
  const exitCode = run('npm', ['run', 'test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_FILE: outputFile });
  const report = readJson(outputFile);
  const stats = report?.stats;
  return {
    name: 'e2e',
    exitCode,
    failures: playwrightFailures(report?.suites ?? []),
    flaky: playwrightFlaky(report?.suites ?? []),
    passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
    failed: stats?.unexpected ?? 0,
    skipped: stats?.skipped ?? 0,
    reported: Boolean(stats),
  };
}

/**
 * The errors of a failed Playwright spec, with where each was thrown. A timeout comes first with
 * no place; the step that was waiting follows it, so every error is shown.
 */
function playwrightErrors(spec) {
  const errors = (spec.tests ?? [])
    .flatMap((test) => test.results ?? [])
    .flatMap((result) => result.errors ?? (result.error ? [result.error] : []));
  if (errors.length === 0) return undefined;
  return errors
    .slice(0, 3)
    .map((error) => {
      const where = error.location
        ? `at ${error.location.file.replace(root, '')}:${error.location.line}\n`
        : '';
      return where + (error.message ?? '');
    })
    .join('\n');
}

/**
 * The first lines of a failure, indented under its name: the end of a long log is often all that
 * is read, and a name alone does not say which step failed.
 */
function errorSummary(message, maxLines = 6) {
  if (!message) return '';
  const lines = stripVTControlCharacters(message)
    .split('\n')
    .map((line) => line.trimEnd())
    // The test runner's own frames say nothing about the failure.
    .filter((line) => line && !/node_modules|<anonymous>/.test(line))
    .slice(0, maxLines);
  return lines.map((line) => `\n           ${line.slice(0, 300)}`).join('');
}

/** The specs of a Playwright JSON report that `keep` picks, with their titles (suites nest). */
function playwrightSpecs(suitesOfReport, keep, titles = []) {
  return suitesOfReport.flatMap((suite) => [
    ...(suite.specs ?? []).filter(keep).map((spec) => ({
      spec,
      title: [...titles, suite.title, spec.title].filter(Boolean).join(' > '),
    })),
    ...playwrightSpecs(suite.suites ?? [], keep, [...titles, suite.title]),
  ]);
}

/** The failed tests, each with its errors. */
function playwrightFailures(suitesOfReport) {
  return playwrightSpecs(suitesOfReport, (spec) => spec.ok === false).map(
    ({ spec, title }) => title + errorSummary(playwrightErrors(spec), 12),
  );
}

/**
 * The tests that failed and then passed on their retry (CI retries once): named in the summary
 * with their first errors, so that a race the retry hid is seen and fixed, not forgotten.
 */
function playwrightFlaky(suitesOfReport) {
  return playwrightSpecs(suitesOfReport, (spec) =>
    (spec.tests ?? []).some((test) => test.status === 'flaky'),
  ).map(({ spec, title }) => title + errorSummary(playwrightErrors(spec), 12));
}

const results = suites.map((name) => (name === 'e2e' ? runE2eSuite() : runVitestSuite(name)));

console.info('\nSuites:');
let problems = 0;
for (const result of results) {
  const reasons = [];
  if (result.exitCode !== 0) reasons.push(`exit code ${result.exitCode}`);
  if (!result.reported) reasons.push('no report: the suite did not run');
  else if (result.passed === 0) reasons.push('ran no test');
  if (result.failed > 0) reasons.push(`${result.failed} failed`);
  if (result.skipped > 0) reasons.push(`${result.skipped} skipped`);
  if (reasons.length > 0) problems += 1;
  console.info(
    `  ${reasons.length ? 'FAIL' : 'ok  '} ${result.name.padEnd(13)} ${result.passed} passed` +
      (reasons.length ? `  (${reasons.join(', ')})` : ''),
  );
  // Named again here, as the end of a long log is often all that is read.
  for (const failure of result.failures ?? []) console.info(`         failed: ${failure}`);
  for (const flaky of result.flaky ?? []) console.info(`         passed on its retry: ${flaky}`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
const skipped = results.reduce((sum, result) => sum + result.skipped, 0);
console.info(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
if (problems > 0) {
  console.error(`${problems} suite(s) did not pass. See above.`);
  process.exit(1);
}
