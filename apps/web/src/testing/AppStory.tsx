import { RouterProvider, createMemoryRouter } from 'react-router';
import { ToastRegion } from '@tenderlens/ui';
import { useMemo } from 'react';
import { routes } from '../app/routes';

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
    <>
      <RouterProvider router={router} />
      <ToastRegion />
    </>
  );
}
