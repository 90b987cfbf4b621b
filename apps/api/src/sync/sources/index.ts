import type { SyncSource, SyncSourceId } from '../types';
import { cfSource } from './cf';
import { ftsSource } from './fts';
import { pcsSource, sell2walesSource } from './monthly';

export const SOURCE_MODULES: Readonly<Record<SyncSourceId, SyncSource>> = {
  fts: ftsSource,
  cf: cfSource,
  pcs: pcsSource,
  sell2wales: sell2walesSource,
};
