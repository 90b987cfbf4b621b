import type { Writable } from 'node:stream';

/** Resolves once `output` wants more (or closed); rejects when it fails. */
export function waitForDrain(output: Writable): Promise<void> {
  if (!output.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const done = () => {
      output.off('drain', done);
      output.off('error', fail);
      output.off('close', done);
      resolve();
    };
    const fail = (error: Error) => {
      output.off('drain', done);
      output.off('close', done);
      reject(error);
    };
    output.once('drain', done);
    output.once('close', done);
    output.once('error', fail);
  });
}
