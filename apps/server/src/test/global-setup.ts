import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { createPgliteTemplate } from '@paylab/db/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await createPgliteTemplate();
  project.provide('pgliteTemplate', template);
  return async () => {
    await rm(template, { force: true });
  };
}
