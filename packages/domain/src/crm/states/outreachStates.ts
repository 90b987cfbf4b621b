import { atomWithStorage } from 'jotai/utils';
import { localJSONStorage } from '../../preferences/states/storage';
import { OUTREACH_DEFAULTS, type OutreachForm } from '../rules/index';

export const OUTREACH_DEFAULTS_STORAGE_KEY = 'tl.outreachDefaults';
export const HIDE_EMAIL_SETUP_HELP_STORAGE_KEY = 'hideEmailSetupHelp';

/** The outreach form's last intent, tone, length, information and count (remembered locally, spec 1§5). */
export const outreachDefaultsState = atomWithStorage<OutreachForm>(OUTREACH_DEFAULTS_STORAGE_KEY, OUTREACH_DEFAULTS, localJSONStorage<OutreachForm>(), { getOnInit: true });

/** The email-client setup help, dismissed for good (local setting hideEmailSetupHelp, spec 1§2.13). */
export const hideEmailSetupHelpState = atomWithStorage<boolean>(HIDE_EMAIL_SETUP_HELP_STORAGE_KEY, false, localJSONStorage<boolean>(), { getOnInit: true });
