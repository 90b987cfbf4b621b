/**
 * Lenient zod schemas that narrow untrusted OCDS JSON. OCDS in the wild misses fields, uses numbers
 * for ids, empty strings for "unknown" and null everywhere: every field is optional and a field of
 * the wrong type becomes `undefined` (or `[]`) instead of failing the whole release.
 */
import { z } from 'zod';

/** A non-empty trimmed string; numbers are accepted and stringified (ids are often numbers). */
export const optStr = z
  .unknown()
  .optional()
  .transform((v): string | undefined => {
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    if (typeof v !== 'string') return undefined;
    const t = v.trim();
    return t === '' ? undefined : t;
  });

/** A finite number; numeric strings ("1,234.50") are accepted. */
export const optNum = z.unknown().optional().transform((v): number | undefined => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.replace(/[,\s£$€]/g, ''));
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
});

export const optBool = z.unknown().optional().transform((v): boolean | undefined => {
  if (typeof v === 'boolean') return v;
  if (v === 'true' || v === 'True') return true;
  if (v === 'false' || v === 'False') return false;
  return undefined;
});

/** An ISO-ish date string that Date can parse, kept as given (trimmed). */
export const optDate = optStr.transform((v) => (v !== undefined && !Number.isNaN(Date.parse(v)) ? v : undefined));

/** An array whose bad elements are dropped (never fails). */
export function lenientArray<T extends z.ZodType>(item: T) {
  return z.unknown().optional().transform((v): z.output<T>[] => {
    if (!Array.isArray(v)) return [];
    const out: z.output<T>[] = [];
    for (const x of v) {
      const r = item.safeParse(x);
      if (r.success) out.push(r.data);
    }
    return out;
  });
}

/** An optional object: anything that is not a plain object becomes undefined. */
export function lenientObject<T extends z.ZodType>(schema: T) {
  return z.unknown().optional().transform((v): z.output<T> | undefined => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return undefined;
    const r = schema.safeParse(v);
    return r.success ? r.data : undefined;
  });
}

export const StringList = z.unknown().optional().transform((v): string[] => {
  const arr = Array.isArray(v) ? v : typeof v === 'string' ? [v] : [];
  return arr.filter((x): x is string => typeof x === 'string' && x.trim() !== '').map((x) => x.trim());
});

export const ValueSchema = z.object({ amount: optNum, amountGross: optNum, amountNet: optNum, currency: optStr });
export const PeriodSchema = z.object({
  startDate: optDate,
  endDate: optDate,
  maxExtentDate: optDate,
  durationInDays: optNum,
});
export const ClassificationSchema = z.object({ scheme: optStr, id: optStr, description: optStr, uri: optStr });
export const AddressSchema = z.object({
  streetAddress: optStr,
  locality: optStr,
  region: optStr,
  postalCode: optStr,
  countryName: optStr,
  country: optStr,
});
export const ContactPointSchema = z.object({
  name: optStr,
  email: optStr,
  telephone: optStr,
  faxNumber: optStr,
  url: optStr,
});
export const IdentifierSchema = z.object({ scheme: optStr, id: optStr, legalName: optStr, uri: optStr });
export const DocumentSchema = z.object({
  id: optStr,
  documentType: optStr,
  title: optStr,
  description: optStr,
  url: optStr,
  datePublished: optDate,
});
export const OrganisationRefSchema = z.object({ id: optStr, name: optStr });

export const PartySchema = z.object({
  id: optStr,
  name: optStr,
  identifier: lenientObject(IdentifierSchema),
  additionalIdentifiers: lenientArray(IdentifierSchema),
  address: lenientObject(AddressSchema),
  contactPoint: lenientObject(ContactPointSchema),
  roles: StringList,
  details: lenientObject(
    z.object({
      scale: optStr,
      url: optStr,
      classifications: lenientArray(ClassificationSchema),
    }),
  ),
});
export type Party = z.output<typeof PartySchema>;

/** OCDS 1.0 style embedded buyer (`release.buyer` with address/contactPoint, no parties[]). */
export const EmbeddedOrgSchema = z.object({
  id: optStr,
  name: optStr,
  identifier: lenientObject(IdentifierSchema),
  additionalIdentifiers: lenientArray(IdentifierSchema),
  address: lenientObject(AddressSchema),
  contactPoint: lenientObject(ContactPointSchema),
});

export const ItemSchema = z.object({
  id: optStr,
  description: optStr,
  classification: lenientObject(ClassificationSchema),
  additionalClassifications: lenientArray(ClassificationSchema),
  relatedLot: optStr,
  deliveryAddresses: lenientArray(AddressSchema),
});

export const LotSchema = z.object({
  id: optStr,
  title: optStr,
  description: optStr,
  status: optStr,
  value: lenientObject(ValueSchema),
  contractPeriod: lenientObject(PeriodSchema),
});

export const AwardSchema = z.object({
  id: optStr,
  title: optStr,
  description: optStr,
  status: optStr,
  date: optDate,
  datePublished: optDate,
  value: lenientObject(ValueSchema),
  suppliers: lenientArray(OrganisationRefSchema),
  contractPeriod: lenientObject(PeriodSchema),
  relatedLots: StringList,
  documents: lenientArray(DocumentSchema),
});

export const ContractSchema = z.object({
  id: optStr,
  awardID: optStr,
  title: optStr,
  status: optStr,
  value: lenientObject(ValueSchema),
  period: lenientObject(PeriodSchema),
  dateSigned: optDate,
  documents: lenientArray(DocumentSchema),
});

export const RelatedProcessSchema = z.object({
  id: optStr,
  relationship: StringList,
  title: optStr,
  scheme: optStr,
  identifier: optStr,
  uri: optStr,
});

export const TenderSchema = z.object({
  id: optStr,
  title: optStr,
  description: optStr,
  status: optStr,
  datePublished: optDate,
  value: lenientObject(ValueSchema),
  minValue: lenientObject(ValueSchema),
  procurementMethod: optStr,
  procurementMethodDetails: optStr,
  mainProcurementCategory: optStr,
  tenderPeriod: lenientObject(PeriodSchema),
  awardPeriod: lenientObject(PeriodSchema),
  contractPeriod: lenientObject(PeriodSchema),
  numberOfTenderers: optNum,
  tenderers: lenientArray(OrganisationRefSchema),
  classification: lenientObject(ClassificationSchema),
  additionalClassifications: lenientArray(ClassificationSchema),
  items: lenientArray(ItemSchema),
  lots: lenientArray(LotSchema),
  documents: lenientArray(DocumentSchema),
  milestones: lenientArray(z.object({ id: optStr, title: optStr, type: optStr, dueDate: optDate, description: optStr })),
  suitability: lenientObject(z.object({ sme: optBool, vcse: optBool })),
  /** Contracts Finder 2014-16 extension. */
  xClassifications: lenientObject(z.object({ isSuitableForSme: optBool, isSuitableForVco: optBool })),
  techniques: lenientObject(
    z.object({
      hasFrameworkAgreement: optBool,
      hasDynamicPurchasingSystem: optBool,
      frameworkAgreement: lenientObject(z.object({ maximumParticipants: optNum })),
    }),
  ),
  communication: lenientObject(z.object({ futureNoticeDate: optDate })),
});

export const PlanningSchema = z.object({
  title: optStr,
  description: optStr,
  rationale: optStr,
  budget: lenientObject(
    z.object({
      amount: lenientObject(ValueSchema),
      budgetBreakdown: lenientArray(z.object({ amount: lenientObject(ValueSchema) })),
    }),
  ),
  documents: lenientArray(DocumentSchema),
  milestones: lenientArray(z.object({ dueDate: optDate, type: optStr, title: optStr })),
});

export const BidsSchema = z.object({
  statistics: lenientArray(z.object({ id: optStr, measure: optStr, value: optNum, relatedLot: optStr })),
});

export const ReleaseSchema = z.object({
  ocid: optStr,
  id: optStr,
  date: optDate,
  tag: StringList,
  title: optStr,
  description: optStr,
  language: optStr,
  buyer: lenientObject(EmbeddedOrgSchema),
  parties: lenientArray(PartySchema),
  planning: lenientObject(PlanningSchema),
  tender: lenientObject(TenderSchema),
  awards: lenientArray(AwardSchema),
  contracts: lenientArray(ContractSchema),
  relatedProcesses: lenientArray(RelatedProcessSchema),
  bids: lenientObject(BidsSchema),
  links: lenientArray(z.object({ rel: optStr, href: optStr })),
  packageInfo: lenientObject(z.object({ uri: optStr, publishedDate: optDate })),
});
export type NarrowRelease = z.output<typeof ReleaseSchema>;

/** The envelope check applied while reading: a release must be an object with a non-empty ocid. */
export const ReleaseEnvelopeSchema = z.looseObject({
  ocid: z.string().trim().min(1, 'ocid is empty'),
  date: z.string().optional().nullable(),
  id: z.union([z.string(), z.number()]).optional().nullable(),
});

export const PackageMetaSchema = z.object({
  uri: optStr,
  version: optStr,
  publishedDate: optStr,
  license: optStr,
  publicationPolicy: optStr,
  _provenance: optStr,
  publisher: lenientObject(z.object({ name: optStr, uri: optStr, scheme: optStr, uid: optStr })),
});
