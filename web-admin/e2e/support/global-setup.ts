import type { TestProject } from 'vitest/node';
import setupWebUser from '../../../web-user/e2e/support/global-setup';
import { buildWebAdmin } from './admin-stack';

/** Once per run: the console's build, then web-user's global setup (the user app's build, the template database). */
export default async function setup(project: TestProject) {
  buildWebAdmin();
  return setupWebUser(project);
}
