/** Runs the fake CRM on a port (the e2e harness): `node --import tsx src/crm/testing/fakeCrmMain.ts <port>`. */
import { startFakeCrm } from './fakeCrm';

const fake = await startFakeCrm({ port: Number(process.argv[2] ?? 0) });
process.stdout.write(`${fake.url}\n`);
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)));
