import type { TestProject } from 'vitest/node';
import { ensurePgliteTemplate } from './pgliteTemplate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', await ensurePgliteTemplate());
}
