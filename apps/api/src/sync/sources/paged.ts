/** The `links.next` of a paged OCDS package (Find a Tender, Contracts Finder). */
export function nextLink(body: Record<string, unknown>, baseUrl: string): string | null {
  const links = body.links as { next?: unknown } | undefined;
  const next = links && typeof links === 'object' ? links.next : undefined;
  if (typeof next !== 'string' || next.trim() === '') return null;
  // Relative links resolve against the source; absolute ones must stay on the publisher's host.
  const url = new URL(next, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  if (url.origin !== new URL(baseUrl).origin) throw new Error(`links.next leaves the publisher: ${url.origin}`);
  return url.toString();
}
