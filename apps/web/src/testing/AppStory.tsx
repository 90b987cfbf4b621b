import { RouterProvider, createMemoryRouter } from 'react-router';
import { ToastRegion } from '@tenderlens/ui';
import { useMemo } from 'react';
import { routes } from '../app/routes';
import { ClockContext } from '../pageParts/DataFreshnessNote/DataFreshnessNote';

/** Stories' clock: the instant the sync mocks answer for (syncSourcesFixture), so 'Updated 12 minutes ago' holds still. */
const STORY_NOW = new Date('2026-11-25T12:00:00Z');
const storyClock = () => STORY_NOW;

export interface AppStoryProps {
  /** The path the story opens on. @default '/' */
  path?: string;
}

/**
 * Renders the real app routes in a memory router. Stories supply the session through msw handlers
 * (`@tenderlens/domain/mocks`), so the real hooks and the real urql cache run (STYLE.md "Stories").
 */
export function AppStory({ path = '/' }: AppStoryProps) {
  const router = useMemo(() => createMemoryRouter(routes, { initialEntries: [path] }), [path]);
  return (
    <ClockContext.Provider value={storyClock}>
      <RouterProvider router={router} />
      <ToastRegion />
    </ClockContext.Provider>
  );
}
