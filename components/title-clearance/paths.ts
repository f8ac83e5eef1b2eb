/** The title clearance API of one submission, as the workspace's components call it. */
export const clearancePath = (id: string) => `/admin/submissions/${id}/title-clearance`;
