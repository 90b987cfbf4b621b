/** Public API of the OCDS importer core (pure: no database). See README.md in this folder. */
export { readOcds, readOcdsAll, sniffFormat, repairKeys, type ReadOptions, type InputFormat } from './read.js';
export { compileReleases, compileRelease, mergeObject, WHOLE_LIST_MERGE_KEYS, type CompileInput } from './merge.js';
export { mapRecord, needsRnRestore, ORGANISATION_ROLES, type MapContext } from './map.js';
export { deriveStage, DEFAULT_STALE_AFTER_MONTHS, type StageInput, type StageOptions } from './stage.js';
export { restoreLineBreaks, cleanText } from './text.js';
export { CpvIndex, normaliseCpvCode, type CpvEntry, type CpvLevel } from './cpv.js';
export {
  OrganisationResolver,
  normaliseOrgName,
  identifierKey,
  countryCodeOf,
  partyToOrganisation,
  embeddedBuyerToOrganisation,
  type ResolvedOrganisation,
} from './organisations.js';
export {
  loadLocalAuthorities,
  loadGovernmentOrganisations,
  loadNutsRegions,
  readDelimited,
  splitCsvLine,
  BuyerCategoryIndex,
  GOVERNMENT_ORG_TYPES,
  type BuyerReference,
  type BuyerCategory,
  type NutsRegion,
} from './reference.js';
export {
  importFiles,
  importBatches,
  releaseKey,
  type ImportOptions,
  type BatchOptions,
  type ImportBatch,
  type ImportEvent,
  type ImportResult,
  type FileStats,
  type NoticeOrganisationLink,
} from './pipeline.js';
export { noticeGuid, organisationGuid, uuidV5 } from './ids.js';
export * from './types.js';
