export { EmailTokenInput, emailPattern, isValidEmail } from './EmailTokenInput';
export type { EmailTokenInputProps } from './EmailTokenInput';
