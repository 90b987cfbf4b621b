import { createContext, useContext } from 'react';
import { useDataFreshness } from '@tenderlens/domain';
import { DataFreshness } from '@tenderlens/ui';

/** The clock relative times are read against: the real one; stories pin it so their pictures hold still. */
export const ClockContext = createContext<() => Date>(() => new Date());

export interface DataFreshnessNoteProps {
  className?: string;
}

/**
 * 'Updated 12 minutes ago from Find a Tender' (issue 11 §1): the most recent sync across the
 * publishers, in a page header. Nothing while loading or when it cannot be read (the page's own
 * data does not depend on it).
 */
export function DataFreshnessNote({ className }: DataFreshnessNoteProps) {
  const { data } = useDataFreshness();
  const now = useContext(ClockContext);
  if (!data) return null;
  return <DataFreshness sources={data.sources} now={now()} {...(className ? { className } : {})} />;
}
