/** The admins' users list: its search and filter bounds, first page and export pages. */

export const ADMIN_USERS_FIRST_LOAD_LIMIT = 20;
export const USER_EXPORT_PAGE_SIZE = 60;
export const ROLE_LOOKUP_DEFAULT_LIMIT = 100;
/** Users search text (admin users list). */
export const USER_SEARCH_MAX_LENGTH = 100;
/** The users list's Cognito-style `filter` and `attributesToGet` texts (admin users list). */
export const USER_FILTER_MAX_LENGTH = 400;
export const USER_ATTRIBUTES_MAX_LENGTH = 300;
