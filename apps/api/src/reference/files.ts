/** The files of the shared data folder this server reads (see /work/shared/data/README.md). */
import { join } from 'node:path';

export const REFERENCE_FILES = {
  cpv: 'cpv2008_en_openprocurement.json',
  localAuthorities: 'uk_local_authorities_current_mysociety.csv',
  governmentOrganisations: 'uk_government_organisations_openregister.tsv',
  nutsLevel12: 'uk_nuts2018_level1-2_ons.csv',
  nutsLevel3: 'uk_nuts2018_level3_ons.csv',
} as const;

/** The real OCDS files imported at first start, oldest first (later releases update earlier ones). */
export const OCDS_DATA_FILES = [
  'uk_contracts_finder_2014-15_ocds_sample-data.json',
  'uk_contracts_finder_2025_ocds_CFServer1.json',
  'uk_public_contracts_scotland_ocds_CFServer1.json',
  'uk_sell2wales_2025_ocds_CFServer1.json',
] as const;

export const referencePath = (dataDir: string, file: keyof typeof REFERENCE_FILES): string => join(dataDir, REFERENCE_FILES[file]);
