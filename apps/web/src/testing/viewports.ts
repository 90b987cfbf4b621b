/**
 * Story parameters for the phone layout: the test-runner (.storybook/test-runner.ts) sizes the page to
 * `screenshot.viewport` before the story renders, so play(), axe and the screenshot all run at 390 × 844.
 */
export const phoneParameters = { screenshot: { viewport: { width: 390, height: 844 } } } as const;
