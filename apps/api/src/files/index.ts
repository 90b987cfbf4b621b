/** The file-storage and text-extraction module (decision 0041): storage, extraction, durable extraction jobs. */
export * from './storage';
export * from './extract';
export * from './jobs';
