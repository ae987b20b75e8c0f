import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, test } from 'vitest';

interface LockedPackage {
  version?: string;
  engines?: Record<string, string> | string[];
}

function readRepoJson<T>(file: string): T {
  return JSON.parse(readFileSync(new URL(`../../../../${file}`, import.meta.url), 'utf8')) as T;
}

const rootPackage = readRepoJson<{ engines: { node: string } }>('package.json');
const lock = readRepoJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');

describe('npm install on the Node the README states', () => {
  // README: "Node.js 20.19+"; the lowest version the root engines range admits.
  const lowestNode = semver.minVersion(rootPackage.engines.node)?.version;

  test('the stated requirement is Node 20.19', () => {
    expect(lowestNode).toBe('20.19.0');
  });

  test('no installed package asks for a newer Node (npm would print EBADENGINE)', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path]) => path !== '')
      .flatMap(([path, locked]) => {
        const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
        if (!range || !lowestNode) return [];
        return semver.satisfies(lowestNode, range) ? [] : [`${path}@${locked.version}: ${range}`];
      });
    expect(refusing).toEqual([]);
  });
});
