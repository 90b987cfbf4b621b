import { createGlobalTheme, createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

/** The theme contract: every themed value is read through `vars`. */
export const vars = createThemeContract(
  // Contract shape is derived from the light theme's tokens; values are replaced by CSS variables.
  JSON.parse(JSON.stringify(tokens, (_key, value: unknown) => (typeof value === 'string' ? null : value))) as {
    [K in keyof typeof tokens]: DeepNull<(typeof tokens)[K]>;
  },
);

type DeepNull<T> = { [K in keyof T]: T[K] extends string ? null : DeepNull<T[K]> };

/** The light theme, applied at :root so the kit works without a wrapper. */
createGlobalTheme(':root', vars, tokens as never);
