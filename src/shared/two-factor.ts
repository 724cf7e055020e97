/** What a session that has not passed its second factor is told by every procedure (server and client agree on it). */
export const ENTER_TWO_FACTOR_CODE = 'Please enter the code from your authenticator app first.';
export const SET_UP_TWO_FACTOR = 'Your team requires two-factor authentication: please set it up first.';
export const secondFactorMessages: readonly string[] = [ENTER_TWO_FACTOR_CODE, SET_UP_TWO_FACTOR];
