import type { TestProject } from 'vitest/node';
import { buildWebUser, startTemplateDatabase } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each test file's stack copies (see startStack). */
    templateDatabaseUrl: string;
  }
}

/** Once per run rather than per test file: the user app's build, and the template database in a cluster of its own. */
export default async function setup(project: TestProject) {
  buildWebUser();
  const template = await startTemplateDatabase();
  project.provide('templateDatabaseUrl', template.url);
  return template.stop;
}
