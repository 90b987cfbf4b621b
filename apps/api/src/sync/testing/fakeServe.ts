/**
 * Local fakes of Find a Tender and Contracts Finder as a process, for the browser e2e tests
 * (tests/harness/e2e.mjs): real releases of ../shared/data, paged 5 at a time through `links.next`
 * as the real APIs page, each file's dates moved so its newest release is a day old (inside a
 * first sync's look-back). `POST /__fake/releases` on either publishes a release package.
 * Prints one JSON line: { "fts": url, "cf": url }; stops on SIGTERM.
 */
import { dataFile } from '../../importer/test-helpers';
import { FakePublisher } from './fakePublishers';

const common = { pageSize: 5, recentWithinMs: 86_400_000, control: true };
const fts = await new FakePublisher({
  kind: 'fts',
  files: [dataFile('uk_find_a_tender_2026_ocds_032703-2026.json'), dataFile('uk_find_a_tender_2026_ocds_037689-2026.json'), dataFile('uk_find_a_tender_2021_ocds_spoonbill.json')],
  ...common,
}).start();
const cf = await new FakePublisher({ kind: 'cf', files: [dataFile('uk_contracts_finder_2025_ocds_CFServer1.json')], ...common }).start();
console.info(JSON.stringify({ fts: fts.url, cf: cf.url }));
process.on('SIGTERM', () => {
  void Promise.all([fts.stop(), cf.stop()]).then(() => process.exit(0));
});
