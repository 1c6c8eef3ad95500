export declare function reporters(packageDir: string): (string | [string, Record<string, unknown>])[];
//# sourceMappingURL=vitest.shared.d.ts.map