import type { ReactNode } from 'react';

type Tone = 'success' | 'error' | 'info' | 'warning';

/** A notice; errors are announced assertively, the rest politely. */
export function Alert({ tone, children, testId }: { tone: Tone; children: ReactNode; testId?: string }) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'} data-testid={testId}>
      {children}
    </div>
  );
}
