import { atom } from 'jotai';

/**
 * The opportunity whose bid/no-bid prompt the shell shows (spec 2§2: the prompt after an opportunity is
 * created). Set by the create form, which may close with its drawer; the shell renders the prompt, so
 * it outlives the drawer. Null: no prompt. Whether it is shown at all is `shouldShowBidPrompt`.
 */
export const bidPromptOpportunityState = atom<string | null>(null);
