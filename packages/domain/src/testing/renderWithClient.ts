import { createElement, type ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { Provider } from 'urql';
import { createTenderlensClient, type CreateTenderlensClientOptions } from '../client/createClient';

export const TEST_ORIGIN = 'http://localhost';

/** Renders a hook inside urql's Provider with a real Tenderlens client (all exchanges). */
export function renderWithClient<T>(hook: () => T, options: CreateTenderlensClientOptions = {}) {
  const client = createTenderlensClient({
    url: `${TEST_ORIGIN}/graphql`,
    apiBase: TEST_ORIGIN,
    retryOptions: { initialDelayMs: 1, randomDelay: false },
    ...options,
  });
  const wrapper = ({ children }: { children: ReactNode }) => createElement(Provider, { value: client }, children);
  return { client, ...renderHook(hook, { wrapper }) };
}
