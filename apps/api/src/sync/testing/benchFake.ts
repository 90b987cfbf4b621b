/**
 * The sync benchmark's Find a Tender fake in a process of its own (bench.ts starts it): the real
 * releases multiplied to SYNC_BENCH_RELEASES over BENCH_RANGE, as a publisher would be, so building
 * and sending its pages does not count against the sync. `POST /__fake/releases` publishes a release.
 * Prints one JSON line { "url": … }; stops on SIGTERM.
 */
import { BENCH_FILES, BENCH_RANGE } from './benchSetup';
import { FakePublisher } from './fakePublishers';

const count = Number(process.env.SYNC_BENCH_RELEASES ?? 100_000);
const fake = await new FakePublisher({ kind: 'fts', files: BENCH_FILES, multiply: { count, ...BENCH_RANGE }, control: true }).start();
console.info(JSON.stringify({ url: fake.url }));
process.on('SIGTERM', () => {
  void fake.stop().then(() => process.exit(0));
});
