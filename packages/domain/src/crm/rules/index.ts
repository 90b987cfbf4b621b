/**
 * Outreach and CRM facts (spec 1§3 Outreach request and CRM contact payload, 1§5, 1§9, 2§5, 2§8):
 * one definition, read by the server (`@tenderlens/domain/crm`), the hooks, the mocks and the tests.
 */

export const OUTREACH_INTENTS = ['Awareness', 'Meeting'] as const;
export type OutreachIntent = (typeof OUTREACH_INTENTS)[number];
export const OUTREACH_TONES = ['Friendly', 'Relaxed', 'Bold', 'Witty', 'Knowledgeable', 'Empathetic', 'Professional', 'Fun', 'Casual'] as const;
export type OutreachTone = (typeof OUTREACH_TONES)[number];
export const OUTREACH_LENGTHS = ['Short', 'Long'] as const;
export type OutreachLength = (typeof OUTREACH_LENGTHS)[number];
/** Number of responses (spec 1§9). */
export const OUTREACH_RESPONSES = { min: 1, max: 5 } as const;
/** Longest company information / sender personalisation. */
export const OUTREACH_TEXT_MAX = 2000;

export interface OutreachForm {
  intent: OutreachIntent | null;
  tone: OutreachTone[];
  length: OutreachLength;
  companyInformation: string;
  senderPersonalisation: string;
  numberOfResponses: number;
}

/** Defaults: intent Awareness, tone Casual, length Short (remembered locally). */
export const OUTREACH_DEFAULTS: OutreachForm = {
  intent: 'Awareness',
  tone: ['Casual'],
  length: 'Short',
  companyInformation: '',
  senderPersonalisation: '',
  numberOfResponses: 3,
};

export const OUTREACH_MESSAGES = {
  intentRequired: 'Please select an intent',
  toneRequired: 'Please select at least one tone of voice',
  responsesRange: `Number of responses must be between ${OUTREACH_RESPONSES.min} and ${OUTREACH_RESPONSES.max}`,
  textTooLong: `Please keep this under ${OUTREACH_TEXT_MAX.toLocaleString('en-GB')} characters`,
  failed: 'Sorry something has gone wrong',
  copied: 'Copied to clipboard!',
  copyFailed: 'Could not copy to clipboard',
} as const;

export type OutreachErrors = Partial<Record<'intent' | 'tone' | 'numberOfResponses' | 'companyInformation' | 'senderPersonalisation', string>>;

export function outreachErrors(form: OutreachForm): OutreachErrors {
  const errors: OutreachErrors = {};
  if (!form.intent || !OUTREACH_INTENTS.includes(form.intent)) errors.intent = OUTREACH_MESSAGES.intentRequired;
  if (!form.tone.some((t) => OUTREACH_TONES.includes(t))) errors.tone = OUTREACH_MESSAGES.toneRequired;
  if (!Number.isInteger(form.numberOfResponses) || form.numberOfResponses < OUTREACH_RESPONSES.min || form.numberOfResponses > OUTREACH_RESPONSES.max) {
    errors.numberOfResponses = OUTREACH_MESSAGES.responsesRange;
  }
  if (form.companyInformation.length > OUTREACH_TEXT_MAX) errors.companyInformation = OUTREACH_MESSAGES.textTooLong;
  if (form.senderPersonalisation.length > OUTREACH_TEXT_MAX) errors.senderPersonalisation = OUTREACH_MESSAGES.textTooLong;
  return errors;
}

/** A draft opened in the user's email client. */
export function mailtoHref(to: string | null | undefined, subject: string, body: string): string {
  return `mailto:${to ? encodeURIComponent(to) : ''}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Plans with the self-serve integrations (spec 2§1: Salesforce and HubSpot from Basic up; not Free, not a guest pass). */
export const CRM_PLANS = ['BASIC', 'GROWTH', 'EXPERT'] as const;
export const hasCrmPlan = (plan: string): boolean => (CRM_PLANS as readonly string[]).includes(plan);

export const CRM_PROVIDERS = ['HUBSPOT', 'SALESFORCE'] as const;
export type CrmProvider = (typeof CRM_PROVIDERS)[number];
export const CRM_PROVIDER_LABELS: Record<CrmProvider, string> = { HUBSPOT: 'HubSpot', SALESFORCE: 'Salesforce' };

/** Spec 1§9 / 2§8 numbers. */
export const CRM_LIMITS = {
  /** CRM token stale time (hubspotIdToken). */
  tokenStaleMs: 12 * 60 * 60 * 1000,
  popupWaitMs: 1500,
  accountSearchDebounceMs: 200,
  accountSearchLimit: 50,
  successToastMs: 5000,
  outOfSyncToastMs: 8000,
  titleMax: 30,
} as const;

export type CrmSendMode = 'notice' | 'opportunity';

const truncate = (s: string, max: number) => (s.length > max ? `${s.slice(0, max)}...` : s);

export const CRM_MESSAGES = {
  sent: (title: string | null | undefined, provider: CrmProvider) =>
    title ? `${truncate(title, CRM_LIMITS.titleMax)} sent to ${CRM_PROVIDER_LABELS[provider]}` : `Successfully sent to ${CRM_PROVIDER_LABELS[provider]}`,
  outOfSync: (support: string) => `Please contact ${support} to modify your CRM settings. The form is out of sync with your CRM.`,
  failed: (mode: CrmSendMode) => `Something went wrong sending the ${mode} to the CRM`,
  contactFailed: 'Failed to send contact',
  alreadyInCrm: (provider: CrmProvider) => `This contact is already in ${CRM_PROVIDER_LABELS[provider]}`,
  tooManyAccounts: '50+ options found, narrow your search',
  searchMinChars: 'Please search with at least two characters',
  notConnected: 'Connect a CRM to send records to it',
  guest: 'Upgrade to send to your CRM',
  locked: 'CRM integrations are available on the Basic plan and above',
  tour: 'Finish the tour to send to your CRM',
  connectFailed: 'We could not connect your CRM. Please try again.',
  disconnected: 'Your CRM has been disconnected',
  mappingSaved: 'Field mapping saved',
} as const;

/** The fields of our records the setup maps into the provider's deal/opportunity properties. */
export const CRM_OUR_FIELDS = [
  { key: 'title', label: 'Title' },
  { key: 'value', label: 'Value' },
  { key: 'closeDate', label: 'Close date' },
  { key: 'description', label: 'Description (record URL and source URL)' },
] as const;
export type CrmOurField = (typeof CRM_OUR_FIELDS)[number]['key'];
