/**
 * Shared vitest settings: when TEST_REPORT_DIR is set (CI), each package also writes a JSON
 * report there, which .ci/run totals into its `N passed, N failed` line.
 */
import { basename } from 'node:path';

export function reporters(packageDir: string): (string | [string, Record<string, unknown>])[] {
  const dir = process.env.TEST_REPORT_DIR;
  if (!dir) return ['default'];
  return [
    'default',
    [
      'json',
      {
        outputFile: `${dir}/vitest-${basename(packageDir)}-${process.env.DATABASE_URL ? 'pg' : 'pglite'}.json`,
      },
    ],
  ];
}
