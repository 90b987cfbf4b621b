/** The files of the shared data folder this server reads (see /work/shared/data/README.md). */
import { join } from 'node:path';

export const REFERENCE_FILES = {
  cpv: 'cpv2008_en_openprocurement.json',
  localAuthorities: 'uk_local_authorities_current_mysociety.csv',
  governmentOrganisations: 'uk_government_organisations_openregister.tsv',
  nutsLevel12: 'uk_nuts2018_level1-2_ons.csv',
  nutsLevel3: 'uk_nuts2018_level3_ons.csv',
} as const;

/**
 * The real OCDS files imported at first start (later releases update earlier ones). Each file is
 * one snapshot of its portal: the demo moves each file's dates forward on its own (seed/demoDates.ts).
 */
export const OCDS_DATA_FILES = [
  'uk_contracts_finder_2014-15_ocds_sample-data.json',
  'uk_contracts_finder_2017-2020_ocds_bluetail.jsonl',
  'uk_find_a_tender_2021_ocds_spoonbill.json',
  'uk_contracts_finder_2025_ocds_CFServer1.json',
  'uk_public_contracts_scotland_ocds_CFServer1.json',
  'uk_sell2wales_2025_ocds_CFServer1.json',
  'uk_find_a_tender_2026_ocds_032703-2026.json',
  'uk_find_a_tender_2026_ocds_037689-2026.json',
] as const;

export const referencePath = (dataDir: string, file: keyof typeof REFERENCE_FILES): string => join(dataDir, REFERENCE_FILES[file]);
