export { CrashPage } from './CrashPage';
export type { CrashPageProps, CrashPageSupportAction } from './CrashPage';
