import { describe, expect, it, vi } from 'vitest';
import { COPY_NOTICE_MS, copyText, promptText, selectAndCopy, type SelectableField } from './clipboard';

function field(value: string): SelectableField & { selection: [number, number] | null; calls: string[] } {
  const f = {
    value,
    selection: null as [number, number] | null,
    calls: [] as string[],
    focus() {
      f.calls.push('focus');
    },
    select() {
      f.calls.push('select');
      f.selection = [0, f.value.length];
    },
    setSelectionRange(start: number, end: number) {
      f.calls.push('range');
      f.selection = [start, end];
    },
  };
  return f;
}

describe('promptText', () => {
  it('joins the context and the AI role with a blank line', () => {
    expect(promptText({ context: 'We are Exemplu SRL.\n\nStep 1.', aiRole: 'Act as a strategist.' })).toBe(
      'We are Exemplu SRL.\n\nStep 1.\n\nAct as a strategist.',
    );
  });
});

describe('copyText', () => {
  it('uses the Clipboard API when it accepts, without the fallback', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const fallback = vi.fn(() => true);
    await expect(copyText('prompt', { writeText }, fallback)).resolves.toBe('clipboard');
    expect(writeText).toHaveBeenCalledWith('prompt');
    expect(fallback).not.toHaveBeenCalled();
  });

  it('falls back to selecting and copying when the Clipboard API refuses', async () => {
    const writeText = vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const fallback = vi.fn(() => true);
    await expect(copyText('prompt', { writeText }, fallback)).resolves.toBe('fallback');
    expect(fallback).toHaveBeenCalledOnce();
  });

  it('falls back when the Clipboard API is missing', async () => {
    await expect(copyText('prompt', undefined, () => true)).resolves.toBe('fallback');
    await expect(copyText('prompt', null, () => true)).resolves.toBe('fallback');
    const noWrite = {} as unknown as { writeText(t: string): Promise<void> };
    await expect(copyText('prompt', noWrite, () => true)).resolves.toBe('fallback');
  });

  it('asks the user to copy by hand when the fallback fails or throws too', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('no'));
    await expect(copyText('prompt', { writeText }, () => false)).resolves.toBe('manual');
    await expect(
      copyText('prompt', undefined, () => {
        throw new Error('execCommand is gone');
      }),
    ).resolves.toBe('manual');
  });

  it('keeps the notice for 3 seconds (spec §9)', () => {
    expect(COPY_NOTICE_MS).toBe(3000);
  });
});

describe('selectAndCopy', () => {
  it('focuses, selects the whole text and runs the copy command', () => {
    const f = field('the whole prompt');
    const execCommand = vi.fn(() => true);
    expect(selectAndCopy(f, { execCommand })).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(f.calls.slice(0, 2)).toEqual(['focus', 'select']);
    expect(f.selection).toEqual([0, 'the whole prompt'.length]);
  });

  it('answers false when the command is refused or throws, leaving the text selected', () => {
    const f = field('text');
    expect(selectAndCopy(f, { execCommand: () => false })).toBe(false);
    expect(f.selection).toEqual([0, 4]);
    const g = field('text');
    expect(
      selectAndCopy(g, {
        execCommand: () => {
          throw new Error('unsupported');
        },
      }),
    ).toBe(false);
    expect(g.selection).toEqual([0, 4]);
  });
});
