/** How long public data kept on the device may be shown: a month-old page beats a blank one. */
export const OFFLINE_DATA_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
