/**
 * Build entry of its own (apps/web/vite.config.ts), linked only by the pre-rendered `sign-in.html`: it starts the
 * app's scripts once the page's first paint is on screen (afterFirstPaint.ts, docs/decisions/0064).
 */
import { afterFirstContentfulPaint, startTemplateScripts } from './afterFirstPaint';

afterFirstContentfulPaint(() => startTemplateScripts(document));
