/**
 * mapRecord: one compiled OCDS record → a normalized ImportedNotice plus the organisations it names.
 * Pure: the only inputs are the compiled record and the context (clock, CPV index, options).
 */
import type { z } from 'zod';
import type { CpvIndex } from './cpv.js';
import { normaliseCpvCode } from './cpv.js';
import { noticeGuid } from './ids.js';
import { embeddedBuyerToOrganisation, partyToOrganisation } from './organisations.js';
import { ReleaseSchema, type ValueSchema, type PeriodSchema } from './schemas.js';
import { deriveStage, latestNoticeType } from './stage.js';
import { cleanText } from './text.js';
import type {
  CompiledRecord,
  ImportIssue,
  ImportedAward,
  ImportedContact,
  ImportedContract,
  ImportedCpvCode,
  ImportedLot,
  ImportedNotice,
  ImportedOrganisation,
  ImportedPeriod,
  ImportedValue,
  MappedRecord,
  ReleaseSource,
} from './types.js';

export interface MapContext {
  /** The clock for stage mapping (OPEN vs CLOSED, stale pre-tender). */
  now: Date;
  /** Months after which a planning notice is STALE_PRE_TENDER (default 12). */
  staleAfterMonths?: number;
  /** CPV 2008 index; without it every code is reported unknown=false… so pass it. */
  cpv?: CpvIndex;
  /** Restore "rn" line breaks: true / false / 'auto' (default: on for sources flagged by `needsRnRestore`). */
  restoreLineBreaks?: boolean | 'auto';
  /** Party roles that become organisations (default buyer, procuringEntity, supplier, tenderer). */
  organisationRoles?: readonly string[];
}

export const ORGANISATION_ROLES = ['buyer', 'procuringEntity', 'supplier', 'tenderer'] as const;

/** True for sources whose line breaks were flattened to "rn" (the *_CFServer1 fixtures, flagged in _provenance). */
export function needsRnRestore(source: ReleaseSource | undefined): boolean {
  if (!source) return false;
  return /CFServer1/i.test(source.file) || /appears as "rn"|"rn"/.test(source.package.provenance ?? '');
}

type Value = z.output<typeof ValueSchema>;
type Period = z.output<typeof PeriodSchema>;

function value(v: Value | undefined, source: string): ImportedValue | undefined {
  if (!v) return undefined;
  const amount = v.amount ?? v.amountGross ?? v.amountNet;
  if (amount === undefined) return undefined;
  const out: ImportedValue = {
    amount,
    source: v.amount !== undefined ? `${source}.amount` : v.amountGross !== undefined ? `${source}.amountGross` : `${source}.amountNet`,
  };
  if (v.currency) out.currency = v.currency;
  return out;
}

function period(p: Period | undefined): ImportedPeriod | undefined {
  if (!p) return undefined;
  const out: ImportedPeriod = {};
  if (p.startDate) out.startDate = p.startDate;
  if (p.endDate) out.endDate = p.endDate;
  if (p.maxExtentDate) out.maxExtentDate = p.maxExtentDate;
  if (p.durationInDays !== undefined) out.durationInDays = p.durationInDays;
  return Object.keys(out).length ? out : undefined;
}

const ts = (d: string | undefined): number => (d ? Date.parse(d) : NaN);
function pickDate(dates: (string | undefined)[], which: 'min' | 'max'): string | undefined {
  let best: string | undefined;
  for (const d of dates) {
    if (!d || Number.isNaN(ts(d))) continue;
    if (best === undefined || (which === 'min' ? ts(d) < ts(best) : ts(d) > ts(best))) best = d;
  }
  return best;
}

const DEAD_AWARD = new Set(['cancelled', 'unsuccessful', 'pending']);
const NOTICE_DOC_TYPES = ['tenderNotice', 'contractNotice', 'awardNotice', 'plannedProcurementNotice', 'biddingDocuments'];

/** Map one compiled record. Never throws for bad data; problems go to `issues`. */
export function mapRecord(compiled: CompiledRecord, ctx: MapContext): MappedRecord {
  const issues: ImportIssue[] = [];
  const file = compiled.source?.file ?? '<memory>';
  const ocid = compiled.ocid;
  const warn = (reason: string): void => {
    issues.push({ file, ocid, reason, severity: 'warning' });
  };
  const parsed = ReleaseSchema.safeParse(compiled.compiledRelease);
  const r = parsed.success ? parsed.data : ReleaseSchema.parse({});
  const rn = ctx.restoreLineBreaks === undefined || ctx.restoreLineBreaks === 'auto' ? needsRnRestore(compiled.source) : ctx.restoreLineBreaks;
  const txt = (s: string | undefined): string | undefined => cleanText(s, { restoreRn: rn });
  const line = (s: string | undefined): string | undefined => cleanText(s, { restoreRn: rn })?.replace(/\s*\n\s*/g, ' ');
  const tender = r.tender;
  const planning = r.planning;

  // --- organisations -------------------------------------------------------------------------
  const roles = new Set<string>(ctx.organisationRoles ?? ORGANISATION_ROLES);
  const orgs: ImportedOrganisation[] = [];
  const byParty = new Map<string, ImportedOrganisation>();
  const rawParties = Array.isArray(compiled.compiledRelease.parties) ? compiled.compiledRelease.parties : [];
  rawParties.forEach((raw, i) => {
    const o = partyToOrganisation(raw, `party-${i}`);
    if (!o) return;
    if (r.buyer?.id !== undefined && o.partyId === r.buyer.id && !o.roles.includes('buyer')) o.roles.push('buyer');
    if (!o.roles.some((x) => roles.has(x))) return;
    o.roles = o.roles.filter((x) => roles.has(x));
    orgs.push(o);
    byParty.set(o.partyId, o);
  });
  if (!orgs.some((o) => o.roles.includes('buyer')) && r.buyer?.name) {
    const b = embeddedBuyerToOrganisation(compiled.compiledRelease.buyer);
    if (b) {
      orgs.push(b);
      byParty.set(b.partyId, b);
    }
  }
  const buyers = orgs.filter((o) => o.roles.includes('buyer'));
  const mainBuyer = (r.buyer?.id !== undefined ? buyers.find((b) => b.partyId === r.buyer?.id) : undefined) ?? buyers[0];
  if (!mainBuyer) warn('no buyer');

  // --- awards / suppliers ----------------------------------------------------------------------
  const awards: ImportedAward[] = r.awards.map((a, i) => {
    const aw: ImportedAward = {
      id: a.id ?? `award-${i}`,
      suppliers: a.suppliers.map((s) => {
        let partyId = s.id;
        if (partyId === undefined || !byParty.has(partyId)) {
          // A supplier reference without a parties[] entry: keep it as an organisation of its own.
          if (s.name) {
            const o = partyToOrganisation({ id: s.id ?? `supplier:${s.name}`, name: s.name, roles: ['supplier'] });
            if (o) {
              orgs.push(o);
              byParty.set(o.partyId, o);
              partyId = o.partyId;
            }
          }
        } else {
          const o = byParty.get(partyId);
          if (o && !o.roles.includes('supplier')) o.roles.push('supplier');
        }
        const ref: ImportedAward['suppliers'][number] = {};
        if (partyId) ref.partyId = partyId;
        if (s.name) ref.name = s.name;
        return ref;
      }),
      relatedLots: a.relatedLots,
    };
    const t = line(a.title);
    if (t) aw.title = t;
    const d = txt(a.description);
    if (d) aw.description = d;
    if (a.status) aw.status = a.status;
    if (a.date) aw.date = a.date;
    if (a.datePublished) aw.datePublished = a.datePublished;
    const v = value(a.value, 'award.value');
    if (v) aw.value = v;
    const p = period(a.contractPeriod);
    if (p) aw.contractPeriod = p;
    return aw;
  });
  const contracts: ImportedContract[] = r.contracts.map((c, i) => {
    const out: ImportedContract = { id: c.id ?? `contract-${i}` };
    if (c.awardID) out.awardId = c.awardID;
    const t = line(c.title);
    if (t) out.title = t;
    if (c.status) out.status = c.status;
    const v = value(c.value, 'contract.value');
    if (v) out.value = v;
    const p = period(c.period);
    if (p) out.period = p;
    if (c.dateSigned) out.dateSigned = c.dateSigned;
    return out;
  });
  const liveAwards = awards.filter((a) => !DEAD_AWARD.has((a.status ?? '').toLowerCase()));
  const liveContracts = contracts.filter((c) => !['cancelled'].includes((c.status ?? '').toLowerCase()));

  // --- CPV -------------------------------------------------------------------------------------
  const cpvCodes: ImportedCpvCode[] = [];
  const unknown: string[] = [];
  const seen = new Set<string>();
  const addCpv = (c: { scheme?: string | undefined; id?: string | undefined } | undefined, from: string): void => {
    if (!c?.id || (c.scheme !== undefined && c.scheme.toUpperCase() !== 'CPV')) return;
    const code = normaliseCpvCode(c.id);
    if (!code) {
      if (!unknown.includes(c.id)) unknown.push(c.id);
      return;
    }
    if (seen.has(code)) return;
    seen.add(code);
    const entry = ctx.cpv?.get(code);
    const out: ImportedCpvCode = { code, division: code.slice(0, 2), known: entry !== undefined, from };
    if (entry) {
      out.fullCode = entry.fullCode;
      out.name = entry.name;
    } else unknown.push(code);
    cpvCodes.push(out);
  };
  addCpv(tender?.classification, 'tender.classification');
  for (const c of tender?.additionalClassifications ?? []) addCpv(c, 'tender.additionalClassifications');
  for (const it of tender?.items ?? []) addCpv(it.classification, 'items.classification');
  for (const it of tender?.items ?? []) for (const c of it.additionalClassifications) addCpv(c, 'items.additionalClassifications');
  if (unknown.length) warn(`unknown CPV code(s): ${unknown.join(', ')}`);

  // --- delivery location ------------------------------------------------------------------------
  const deliveryRegions = [
    ...new Set((tender?.items ?? []).flatMap((it) => it.deliveryAddresses.map((a) => a.region?.trim() ?? '')).filter((x) => x !== '')),
  ];

  // --- lots ------------------------------------------------------------------------------------
  const lots: ImportedLot[] = (tender?.lots ?? []).map((l, i) => {
    const id = l.id ?? `lot-${i}`;
    const lotCpv = new Set<string>();
    for (const it of tender?.items ?? []) {
      if (it.relatedLot !== id) continue;
      for (const c of [it.classification, ...it.additionalClassifications]) {
        const code = c && (c.scheme === undefined || c.scheme.toUpperCase() === 'CPV') ? normaliseCpvCode(c.id) : undefined;
        if (code) lotCpv.add(code);
      }
    }
    const lot: ImportedLot = { id, cpvCodes: [...lotCpv] };
    const t = line(l.title);
    if (t) lot.title = t;
    const d = txt(l.description);
    if (d) lot.description = d;
    if (l.status) lot.status = l.status;
    const v = value(l.value, 'lot.value');
    if (v) lot.value = v;
    const p = period(l.contractPeriod);
    if (p) lot.contractPeriod = p;
    return lot;
  });

  // --- dates -----------------------------------------------------------------------------------
  const releaseDates = compiled.releases.map((x) => x.date);
  const firstReleaseDate = pickDate(releaseDates, 'min') ?? r.date;
  const tenderRelease = compiled.releases.find((x) => x.tag.some((t) => t.startsWith('tender')));
  const allPlanningTags = compiled.releases.length > 0 && compiled.releases.every((x) => x.tag.length > 0 && x.tag.every((t) => t.startsWith('planning')));
  const hasTender = tender !== undefined && (tender.status !== undefined || !allPlanningTags);
  const planningPublished =
    pickDate((planning?.documents ?? []).map((d) => d.datePublished), 'min') ?? tender?.datePublished ?? firstReleaseDate;
  const noticeType = latestNoticeType(compiled.compiledRelease, compiled.releases[compiled.releases.length - 1]?.id);
  const stage = deriveStage(
    {
      ...(tender?.status ? { tenderStatus: tender.status } : {}),
      hasTender,
      ...(tender?.tenderPeriod?.endDate ? { tenderEndDate: tender.tenderPeriod.endDate } : {}),
      liveAwards: liveAwards.length,
      contracts: liveContracts.length,
      ...(planningPublished ? { planningPublished } : {}),
      ...(noticeType ? { noticeType } : {}),
    },
    { now: ctx.now, ...(ctx.staleAfterMonths !== undefined ? { staleAfterMonths: ctx.staleAfterMonths } : {}) },
  );

  const expiryDate =
    pickDate([...awards.map((a) => a.contractPeriod?.endDate), ...contracts.map((c) => c.period?.endDate)], 'max') ??
    tender?.contractPeriod?.endDate ??
    pickDate(lots.map((l) => l.contractPeriod?.endDate), 'max');

  // --- value -----------------------------------------------------------------------------------
  let noticeValue = value(tender?.value, 'tender.value');
  if (!noticeValue) {
    const valued = liveAwards.map((a) => a.value).filter((v): v is ImportedValue => v !== undefined);
    const currencies = new Set(valued.map((v) => v.currency));
    if (valued.length && currencies.size <= 1) {
      noticeValue = { amount: valued.reduce((s, v) => s + v.amount, 0), source: valued.length > 1 ? 'awards.sum' : (valued[0]?.source ?? 'award.value') };
      const cur = valued[0]?.currency;
      if (cur) noticeValue.currency = cur;
    }
  }
  if (!noticeValue) noticeValue = value(tender?.minValue, 'tender.minValue');
  if (!noticeValue) noticeValue = value(planning?.budget?.amount, 'planning.budget');
  if (!noticeValue) {
    const parts = (planning?.budget?.budgetBreakdown ?? []).map((b) => value(b.amount, 'planning.budget.budgetBreakdown')).filter((v): v is ImportedValue => !!v);
    if (parts.length && new Set(parts.map((p) => p.currency)).size <= 1) {
      noticeValue = { amount: parts.reduce((s, p) => s + p.amount, 0), source: 'planning.budget.budgetBreakdown.sum' };
      if (parts[0]?.currency) noticeValue.currency = parts[0].currency;
    }
  }

  // --- tenders received ------------------------------------------------------------------------
  let tendersReceived = tender?.numberOfTenderers;
  if (tendersReceived === undefined) {
    const stats = (r.bids?.statistics ?? []).filter((s) => (s.measure === 'bids' || s.measure === 'validBids') && s.relatedLot === undefined);
    const bidCount = stats.find((s) => s.measure === 'bids') ?? stats[0];
    if (bidCount?.value !== undefined) tendersReceived = bidCount.value;
  }
  if (tendersReceived === undefined && tender && tender.tenderers.length > 0) tendersReceived = tender.tenderers.length;

  // --- url -------------------------------------------------------------------------------------
  const docs = [...(tender?.documents ?? []), ...r.awards.flatMap((a) => a.documents), ...(planning?.documents ?? []), ...r.contracts.flatMap((c) => c.documents)];
  const withUrl = docs.filter((d) => d.url && /^https?:\/\//i.test(d.url));
  const noticeDoc = NOTICE_DOC_TYPES.map((t) => withUrl.find((d) => d.documentType === t)).find((d) => d !== undefined);
  const link = r.links.find((l) => l.href && /^https?:\/\//i.test(l.href));
  const url = noticeDoc?.url ?? link?.href ?? withUrl[0]?.url ?? r.packageInfo?.uri;

  // --- framework -------------------------------------------------------------------------------
  const related = r.relatedProcesses.map((p) => {
    const out: ImportedNotice['framework']['relatedProcesses'][number] = { relationship: p.relationship };
    if (p.id) out.id = p.id;
    if (p.title) out.title = p.title;
    if (p.scheme) out.scheme = p.scheme;
    if (p.identifier) out.identifier = p.identifier;
    if (p.uri) out.uri = p.uri;
    return out;
  });
  const framework: ImportedNotice['framework'] = {
    isFramework: tender?.techniques?.hasFrameworkAgreement === true,
    isCallOff: related.some((p) => p.relationship.some((x) => x === 'framework' || x === 'parent')),
    relatedProcesses: related,
  };
  const maxP = tender?.techniques?.frameworkAgreement?.maximumParticipants;
  if (maxP !== undefined) framework.maximumParticipants = maxP;

  // --- assemble --------------------------------------------------------------------------------
  const name = line(tender?.title) ?? line(planning?.title) ?? line(r.title) ?? ocid;
  if (name === ocid) warn('no title: using the ocid as name');
  const notice: ImportedNotice = {
    ocid,
    guid: noticeGuid(ocid),
    name,
    stage: stage.stage,
    stageReason: stage.reason,
    cpvCodes,
    unknownCpvCodes: unknown,
    lots,
    awards,
    contracts,
    framework,
    buyerPartyIds: [...(mainBuyer ? [mainBuyer.partyId] : []), ...buyers.filter((b) => b !== mainBuyer).map((b) => b.partyId)],
    supplierPartyIds: orgs.filter((o) => o.roles.includes('supplier')).map((o) => o.partyId),
    releaseCount: compiled.releases.length,
    releaseIds: compiled.releases.map((x) => x.id).filter((x): x is string => x !== undefined),
    source: {},
  };
  const description = txt(tender?.description) ?? txt(planning?.description) ?? txt(r.description);
  if (description) notice.description = description;
  if (deliveryRegions.length) notice.deliveryRegions = deliveryRegions;
  if (tender?.status) notice.tenderStatus = tender.status;
  const publishDate = tender?.datePublished ?? firstReleaseDate;
  if (publishDate) notice.publishDate = publishDate;
  if (planningPublished && (stage.stage === 'PRE_TENDER' || stage.stage === 'STALE_PRE_TENDER')) notice.planningPublishDate = planningPublished;
  if (tender?.tenderPeriod?.endDate) notice.closeDate = tender.tenderPeriod.endDate;
  const tenderDate = hasTender ? (tender?.datePublished ?? tenderRelease?.date ?? firstReleaseDate) : undefined;
  if (tenderDate) notice.tenderDate = tenderDate;
  const awardDate = pickDate(liveAwards.map((a) => a.date ?? a.datePublished), 'min');
  if (awardDate) notice.awardDate = awardDate;
  if (expiryDate) notice.expiryDate = expiryDate;
  if (noticeValue) {
    notice.value = noticeValue;
    if (noticeValue.currency) notice.currency = noticeValue.currency;
  }
  if (tendersReceived !== undefined) notice.tendersReceived = tendersReceived;
  if (r.language) notice.language = r.language.toLowerCase();
  if (mainBuyer?.address.countryName) notice.country = mainBuyer.address.countryName;
  if (mainBuyer?.address.countryCode) notice.countryCode = mainBuyer.address.countryCode;
  if (url) notice.url = url;
  if (tender?.procurementMethod) notice.procurementMethod = tender.procurementMethod;
  if (tender?.procurementMethodDetails) notice.procurementMethodDetails = tender.procurementMethodDetails;
  if (tender?.mainProcurementCategory) notice.mainProcurementCategory = tender.mainProcurementCategory;
  const sme = tender?.suitability?.sme ?? tender?.xClassifications?.isSuitableForSme;
  if (sme !== undefined) notice.isSuitableForSme = sme;
  const vcse = tender?.suitability?.vcse ?? tender?.xClassifications?.isSuitableForVco;
  if (vcse !== undefined) notice.isSuitableForVcse = vcse;
  const contact: ImportedContact | undefined = mainBuyer?.contactPoint;
  if (contact) notice.buyerContact = { ...contact };
  const last = pickDate(releaseDates, 'max');
  if (last) notice.lastReleaseDate = last;
  if (compiled.source?.file) notice.source.file = compiled.source.file;
  const pub = compiled.source?.package.publisher?.name;
  if (pub) notice.source.publisher = pub;
  if (compiled.source?.package.license) notice.source.license = compiled.source.package.license;

  return { notice, organisations: orgs, issues };
}
