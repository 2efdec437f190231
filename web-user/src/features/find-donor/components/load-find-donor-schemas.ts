/**
 * The wizard's schemas (zod builds each when its module runs) load when the person first touches the form, not with
 * the page: its first screen needs none of them, and a slow phone's main thread is busiest while the page starts.
 */
export const loadFindDonorSchemas = () => import('./find-donor-schemas');
