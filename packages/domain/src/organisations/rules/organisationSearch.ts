/** Buyer search rules (spec 1§5, 2§9): the picker queries after more than 1 character; the modal defaults to UK/GB. */

/** The buyer search picker asks the server only for text longer than this. */
export const BUYER_PICKER_MIN_CHARS = 1;
/** Buyer-select modal default country filter (UK/GB). */
export const DEFAULT_BUYER_COUNTRY_CODES = ['GB', 'UK'] as const;
/** Buyers fetch limit (spec 2§9) and the /buyers table page size. */
export const BUYER_PICKER_LIMIT = 100;
export const BUYERS_PAGE_SIZE = 20;
export const BUYER_SUPPLIERS_PAGE_SIZE = 20;

export const shouldSearchBuyers = (text: string): boolean => text.trim().length > BUYER_PICKER_MIN_CHARS;
