/**
 * How the record page opens a notice's source (docs/decisions/0012-record-page.md; spec 1§4 "Source
 * link for some portals", 1§8 old portal dialogs).
 */

/** Portals whose notice pages open only inside a portal session: their current-opportunity page first. */
export const TWO_STEP_PORTALS: readonly { host: RegExp; currentOpportunities: string }[] = [
  { host: /(^|\.)publiccontractsscotland\.gov\.uk$/i, currentOpportunities: 'https://www.publiccontractsscotland.gov.uk/search/search_mainpage.aspx' },
  { host: /(^|\.)sell2wales\.gov\.wales$/i, currentOpportunities: 'https://www.sell2wales.gov.wales/search/search_mainpage.aspx' },
];

/** The wait between the portal page and the notice (spec 1§4). */
export const TWO_STEP_DELAY_MS = 1500;

export type SourceLinkPlan =
  | { kind: 'none' }
  | { kind: 'direct'; url: string }
  | { kind: 'twoStep'; first: string; then: string; delayMs: number }
  | { kind: 'oldPortal'; reason: 'blpd' | 'noDeepLink'; url: string };

function parse(url: string): URL | null {
  try {
    const u = new URL(url);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u : null;
  } catch {
    return null;
  }
}

export function sourceLinkPlan(url: string | null | undefined): SourceLinkPlan {
  const u = url ? parse(url.trim()) : null;
  if (!u || !u.hostname) return { kind: 'none' };
  const host = u.hostname.toLowerCase();
  if (/blpd|bluelight/.test(host)) return { kind: 'oldPortal', reason: 'blpd', url: u.href };
  const portal = TWO_STEP_PORTALS.find((p) => p.host.test(host));
  const deepLink = (u.pathname !== '/' && u.pathname !== '' && !/^\/(home|index\.\w+)?\/?$/i.test(u.pathname)) || u.search !== '';
  if (portal) {
    if (!deepLink) return { kind: 'oldPortal', reason: 'noDeepLink', url: u.href };
    return { kind: 'twoStep', first: portal.currentOpportunities, then: u.href, delayMs: TWO_STEP_DELAY_MS };
  }
  if (/(^|\.)(publictendersscotland\.publiccontractsscotland\.gov\.uk|etenderwales\.bravosolution\.co\.uk)$/.test(host) && !deepLink) {
    return { kind: 'oldPortal', reason: 'noDeepLink', url: u.href };
  }
  return { kind: 'direct', url: u.href };
}

export interface WindowOpener {
  open(url: string, target: string): { location: { href: string } } | null;
  setTimeout(fn: () => void, ms: number): unknown;
}

/**
 * Opens the plan's URL(s) in a new tab: a two-step portal opens its current-opportunity page, then
 * navigates that tab to the notice. A blocked popup (null window) goes to `report`.
 */
export function openSourceLink(plan: SourceLinkPlan, opener: WindowOpener, report: (error: Error) => void): boolean {
  const url = plan.kind === 'twoStep' ? plan.first : plan.kind === 'none' ? null : plan.url;
  if (!url) return false;
  const win = opener.open(url, '_blank');
  if (!win) {
    report(new Error(`Popup blocked opening the notice source ${url}`));
    return false;
  }
  if (plan.kind === 'twoStep') {
    opener.setTimeout(() => {
      win.location.href = plan.then;
    }, plan.delayMs);
  }
  return true;
}
