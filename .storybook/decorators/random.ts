/**
 * Seeded `crypto.getRandomValues` for deterministic stories: random ids that reach the screen (the crash page's event
 * ID) are the same in every run. Restarted at each story (`restartSeededRandom`, from the story decorator). The
 * catalogue only; the app keeps the real one.
 */
const SEED = 0x2f6e2b1;
let state = SEED;

/** xorshift32: enough for repeatable ids, not for secrets. */
function next(): number {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return state >>> 0;
}

export function restartSeededRandom(): void {
  state = SEED;
}

export function installSeededRandom(): void {
  const fill = <T extends ArrayBufferView | null>(array: T): T => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let i = 0; i < bytes.length; i += 1) bytes[i] = next() & 0xff;
    }
    return array;
  };
  Object.defineProperty(crypto, 'getRandomValues', { value: fill, configurable: true });
}
