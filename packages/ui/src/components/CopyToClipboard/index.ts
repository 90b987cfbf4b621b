export { CopyToClipboard, copyText } from './CopyToClipboard';
export type { CopyState, CopyToClipboardProps } from './CopyToClipboard';
