import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { Provider as UrqlProvider } from 'urql';
import { createTenderlensClient } from '@tenderlens/domain';
import { toast, toastQueue } from '@tenderlens/ui';
import '@tenderlens/ui';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import { installFixedClock, restartFixedClock } from './decorators/clock';
import { installSeededRandom, restartSeededRandom } from './decorators/random';

installFixedClock();
installSeededRandom();

// findBy*/waitFor give up after 5 s, not Testing Library's 1 s: the test-runner renders two stories at once, and on a
// loaded two-core machine a file's first story (cold chunks, a fresh service worker) can take over a second to show
// the shell. A story whose element never appears still fails, 4 s later.
configure({ asyncUtilTimeout: 5000 });

// Called by the test-runner as soon as a story's play() ends (.storybook/settle.ts): the visible toasts stop their
// close timers, so a failure toast (5 s) cannot vanish while axe runs and the frame settles on a slow machine.
(window as unknown as { __tlFreezeToasts?: () => void }).__tlFreezeToasts = () => toastQueue.pauseAll();

// Unmocked API calls fail the story; assets and Storybook's own requests pass through.
const msw = mswLoader(async () => {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: './mockServiceWorker.js' },
    onUnhandledRequest(request, print) {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/') || pathname === '/graphql') print.error();
    },
  });
  return worker;
});

/** A fresh jotai store and a fresh urql client + graphcache for every story: no state leaks between stories. */
function StoryProviders({ storyId, children }: { storyId: string; children: ReactNode }) {
  const store = useMemo(() => {
    sessionStorage.clear();
    localStorage.clear();
    return createStore();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one store per story id
  }, [storyId]);
  const client = useMemo(() => createTenderlensClient(), [storyId]); // eslint-disable-line react-hooks/exhaustive-deps
  // The toast queue is a module singleton: a toast from the previous story must not show in this one.
  // Cleared while rendering (not in an effect, which could run after play() has queued the story's own toasts).
  useMemo(() => toast.clear(), [storyId]); // eslint-disable-line react-hooks/exhaustive-deps
  // Each story's clock starts at STORY_NOW (decorators/clock.ts), however long the stories before it took.
  // So do its random ids (decorators/random.ts).
  useMemo(() => {
    restartFixedClock();
    restartSeededRandom();
  }, [storyId]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <JotaiProvider store={store}>
      <UrqlProvider value={client}>{children}</UrqlProvider>
    </JotaiProvider>
  );
}

const withProviders: Decorator = (Story, context) => (
  <StoryProviders storyId={context.id}>
    <Story />
  </StoryProviders>
);

const preview: Preview = {
  loaders: [msw],
  decorators: [withProviders],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      test: 'error',
      // react-aria's LiveAnnouncer region is visually hidden and announces through aria-live; its role="img"
      // children point at message nodes it has already removed, which axe reads as unnamed images.
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
    },
    options: {
      storySort: { order: ['Foundations', 'UI', 'Domain', 'Screens'] },
    },
  },
  tags: ['autodocs'],
};

export default preview;
