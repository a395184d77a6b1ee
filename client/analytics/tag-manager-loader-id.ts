/** The tag manager's loader script element id: on the page once the container was started (./tag-manager.ts). */
export const TAG_MANAGER_LOADER_ID = 'tag-manager-loader';
