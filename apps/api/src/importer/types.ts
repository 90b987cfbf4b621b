/**
 * Public types of the OCDS importer core. Pure data: no database, no I/O handles.
 * JSON coming from files is `unknown` until narrowed (see schemas.ts).
 */

/** A JSON object as parsed from a file; values stay `unknown` until narrowed. */
export type JsonObject = { [key: string]: unknown };

/** Something that went wrong (or was repaired) while reading or mapping; never a thrown error. */
export interface ImportIssue {
  /** File path (or the `label` given for a stream). */
  file: string;
  /** 1-based line number for JSON Lines input. */
  line?: number;
  /** 0-based index of the release in its package (JSON input) or the position in the file. */
  index?: number;
  ocid?: string;
  reason: string;
  /** 'error' = the item was skipped; 'warning' = it was imported, possibly repaired. */
  severity: 'error' | 'warning';
}

/** Package-level metadata carried by every yielded release. */
export interface PackageMeta {
  kind: 'releasePackage' | 'recordPackage' | 'release';
  uri?: string;
  version?: string;
  publishedDate?: string;
  publisher?: { name?: string; uri?: string; scheme?: string; uid?: string };
  license?: string;
  publicationPolicy?: string;
  /** Free-text `_provenance` note, when present (our fixture files have one). */
  provenance?: string;
}

export interface ReleaseSource {
  file: string;
  /** 1-based line (JSON Lines). */
  line?: number;
  /** 0-based position of the release within its package / record. */
  index: number;
  /** Record-package input: the release came from `records[recordIndex]`. */
  recordIndex?: number;
  /** True when the item is a record's `compiledRelease` (no individual releases were given). */
  compiled?: boolean;
  package: PackageMeta;
}

/** A release as read from a file: lenient, validated only for `ocid`. */
export interface OcdsRelease extends JsonObject {
  ocid: string;
}

export interface SourcedRelease {
  release: OcdsRelease;
  source: ReleaseSource;
}

export type ReadEvent =
  | { type: 'release'; release: OcdsRelease; source: ReleaseSource }
  | { type: 'issue'; issue: ImportIssue };

export interface CompiledRecord {
  ocid: string;
  /** OCDS compiled release (tag ['compiled']; date = latest release date). */
  compiledRelease: OcdsRelease;
  /** The releases merged, in merge order (oldest first). */
  releases: { id?: string; date?: string; tag: string[]; source?: ReleaseSource }[];
  /** Source of the newest release (package metadata, file). */
  source?: ReleaseSource;
}

export const NOTICE_STAGES = ['STALE_PRE_TENDER', 'PRE_TENDER', 'OPEN', 'CLOSED', 'AWARDED'] as const;
export type NoticeStage = (typeof NOTICE_STAGES)[number];

export interface ImportedValue {
  amount: number;
  currency?: string;
  /** 'amount' | 'amountGross' | 'tender' | 'award' … where the figure came from. */
  source: string;
}

export interface ImportedPeriod {
  startDate?: string;
  endDate?: string;
  maxExtentDate?: string;
  durationInDays?: number;
}

export interface ImportedCpvCode {
  /** 8 digits, no check digit, e.g. '44112200'. */
  code: string;
  /** Full CPV 2008 key with check digit, when known, e.g. '44112200-0'. */
  fullCode?: string;
  name?: string;
  /** 2-digit division, the `dimensionCode` used for filters. */
  division: string;
  known: boolean;
  /** Where it was found: 'tender.classification', 'items.additionalClassifications' … */
  from: string;
}

export interface ImportedLot {
  id: string;
  title?: string;
  description?: string;
  status?: string;
  value?: ImportedValue;
  contractPeriod?: ImportedPeriod;
  cpvCodes: string[];
}

export interface ImportedAward {
  id: string;
  title?: string;
  description?: string;
  status?: string;
  date?: string;
  datePublished?: string;
  value?: ImportedValue;
  /** Party ids as given in the release (`awards[].suppliers[].id`) and their resolved keys. */
  suppliers: { partyId?: string; name?: string; orgKey?: string }[];
  contractPeriod?: ImportedPeriod;
  relatedLots: string[];
}

export interface ImportedContract {
  id: string;
  awardId?: string;
  title?: string;
  status?: string;
  value?: ImportedValue;
  period?: ImportedPeriod;
  dateSigned?: string;
}

export interface ImportedFramework {
  isFramework: boolean;
  /** True when the notice is a call-off of a framework (relatedProcesses relationship 'framework' / 'parent'). */
  isCallOff: boolean;
  maximumParticipants?: number;
  relatedProcesses: { id?: string; relationship: string[]; title?: string; scheme?: string; identifier?: string; uri?: string }[];
}

export interface ImportedContact {
  name?: string;
  email?: string;
  telephone?: string;
  url?: string;
}

export interface ImportedAddress {
  street?: string;
  town?: string;
  postalCode?: string;
  region?: string;
  countryName?: string;
  /** ISO 3166-1 alpha-2, when the country name/code is recognised (UK → 'GB'). */
  countryCode?: string;
}

export interface ImportedIdentifier {
  scheme: string;
  id: string;
  legalName?: string;
  uri?: string;
}

export type PartyRole = string;

export interface ImportedOrganisation {
  /** Key in this notice: the party id (or a synthetic one). Resolved to a guid by OrganisationResolver. */
  partyId: string;
  name: string;
  identifier?: ImportedIdentifier;
  additionalIdentifiers: ImportedIdentifier[];
  companiesHouseId?: string;
  address: ImportedAddress;
  contactPoint?: ImportedContact;
  url?: string;
  roles: PartyRole[];
  /** From details.scale: true for sme/micro/small/medium, false for large, undefined when absent. */
  isSme?: boolean;
  scale?: string;
  /** Classifications from details.classifications (e.g. TED_CA_TYPE, COFOG). */
  classifications: { scheme: string; id: string; description?: string }[];
}

export interface ImportedNotice {
  ocid: string;
  guid: string;
  name: string;
  description?: string;
  stage: NoticeStage;
  /** Why this stage: a short human-readable rule id (see docs/decisions/0005-stage-mapping.md). */
  stageReason: string;
  tenderStatus?: string;
  publishDate?: string;
  closeDate?: string;
  /** Planning-only notices: the pre-tender publish date the stage mapping ages (decision 0005). */
  planningPublishDate?: string;
  tenderDate?: string;
  awardDate?: string;
  expiryDate?: string;
  value?: ImportedValue;
  currency?: string;
  tendersReceived?: number;
  country?: string;
  countryCode?: string;
  /** OCDS `language` of the release (ISO 639-1, lower case). */
  language?: string;
  url?: string;
  procurementMethod?: string;
  procurementMethodDetails?: string;
  mainProcurementCategory?: string;
  isSuitableForSme?: boolean;
  isSuitableForVcse?: boolean;
  cpvCodes: ImportedCpvCode[];
  unknownCpvCodes: string[];
  /**
   * Delivery (performance) location as written in `tender.items[].deliveryAddresses[].region`, in order,
   * without repeats: NUTS/ITL codes ('UKM71', Find a Tender, Scotland, Wales) or region names ('London',
   * Contracts Finder). Resolved to our regions at persist time (docs/decisions/0059). Absent when none.
   */
  deliveryRegions?: string[];
  lots: ImportedLot[];
  awards: ImportedAward[];
  contracts: ImportedContract[];
  framework: ImportedFramework;
  buyerContact?: ImportedContact;
  /** Party ids of the buyer(s); the first is the main buyer. */
  buyerPartyIds: string[];
  supplierPartyIds: string[];
  releaseCount: number;
  releaseIds: string[];
  lastReleaseDate?: string;
  source: { file?: string; publisher?: string; license?: string };
}

export interface MappedRecord {
  notice: ImportedNotice;
  organisations: ImportedOrganisation[];
  issues: ImportIssue[];
}
