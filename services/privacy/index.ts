/**
 * The public face of the privacy domain (issue 31, docs/legal.md "Data rights"): a person's data exported and
 * erased. It has no function of its own: the profile function (the caller's own account) and the users function
 * (an admin's deletion) use it.
 */
export { exportPersonalData, withoutKeys } from './personal-data.js';
export { erasePersonalData, planErasure, type ErasePlan } from './erase-account.js';
