import { describe, expect, it } from 'vitest';
import { runWhileVisible, TabHiddenError, type VisibilitySource } from './guard';

/** A document whose visibility the test switches, firing `visibilitychange` like a browser. */
class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  hide() {
    this.visibilityState = 'hidden';
    this.dispatchEvent(new Event('visibilitychange'));
  }
}
const asSource = (d: FakeDocument) => d as unknown as VisibilitySource;

describe('runWhileVisible', () => {
  it('refuses to start in a hidden tab, without building anything', async () => {
    const doc = new FakeDocument();
    doc.visibilityState = 'hidden';
    let built = false;
    const outcome = await runWhileVisible(asSource(doc), async () => {
      built = true;
    });
    expect(outcome).toBe('hidden-at-start');
    expect(built).toBe(false);
  });

  it('cancels the build when the tab becomes hidden during it', async () => {
    const doc = new FakeDocument();
    let reason: unknown;
    const outcome = await runWhileVisible(asSource(doc), async (signal) => {
      await new Promise((r) => setTimeout(r, 1));
      doc.hide();
      reason = signal.reason;
      // A build step checks the signal at its next yield.
      signal.throwIfAborted();
    });
    expect(outcome).toBe('cancelled-hidden');
    expect(reason).toBeInstanceOf(TabHiddenError);
  });

  it('reports a hide at the very end as a cancel too, and stops listening afterwards', async () => {
    const doc = new FakeDocument();
    let signalSeen: AbortSignal | undefined;
    const outcome = await runWhileVisible(asSource(doc), async (signal) => {
      signalSeen = signal;
      doc.hide();
    });
    expect(outcome).toBe('cancelled-hidden');
    doc.visibilityState = 'visible';
    expect(await runWhileVisible(asSource(doc), async () => {})).toBe('done');
    expect(signalSeen?.aborted).toBe(true);
  });

  it('tells a failure apart from a cancel and passes the error on', async () => {
    const doc = new FakeDocument();
    const errors: unknown[] = [];
    const outcome = await runWhileVisible(
      asSource(doc),
      async () => {
        throw new Error('font download failed');
      },
      (e) => errors.push(e),
    );
    expect(outcome).toBe('failed');
    expect(String(errors[0])).toContain('font download failed');
  });
});
